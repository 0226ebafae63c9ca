// KYC's calls (spec §7, issue 3). KYC comes before joining in the entry guard, so any signed-in
// user who is not banned uses all of it. (The vendor's results come outside /groups.)
import { type } from '../struct';
import { KycAuthorized, KycStart, KycStatus } from '../kyc';
import { call } from './call';

/** A write that takes nothing: any JSON object passes (an empty body counts as one). */
const NoBody = type({});

export const kycCalls = {
  status: call({ method: 'GET', path: '/kyc/me/status', access: 'user', summary: "The caller's KYC status as shared with this group", response: KycStatus }),
  startFaceId: call({ method: 'GET', path: '/kyc/start/faceid', access: 'user', summary: "A single-use link to the verification vendor's face check (after consent, unless approved)", response: KycStart }),
  authorize: call({ method: 'POST', path: '/kyc/authorize', access: 'user', summary: "Records the caller's consent to share the verification result with this group", body: NoBody, response: KycAuthorized }),
};
