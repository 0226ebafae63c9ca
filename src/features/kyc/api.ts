import { callApi } from '../../lib/call';
import { kycCalls } from '../../../contract/api/kyc';

// §7 KYC, as contract/api/kyc.ts declares it. Silent: the KYC panel shows failures itself (§8
// redirects still happen).
const quiet = { silent: true };

export const fetchKycStatus = (group: string) => callApi(group, kycCalls.status, {}, quiet);

/** Records consent to share the verification result with this group; the server needs it before starting. */
export const authorizeKyc = (group: string) => callApi(group, kycCalls.authorize, { body: {} }, quiet);

export const fetchKycFaceIdUrl = (group: string) => callApi(group, kycCalls.startFaceId, {}, quiet);
