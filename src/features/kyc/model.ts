import { i18n } from '../../lib/i18n';
import { groupResource } from '../../lib/resource';
import { authorizeKyc, fetchKycFaceIdUrl, fetchKycStatus } from './api';
import type { KycStatus } from '../../../contract/kyc';

/** The person's KYC status as this group sees it (§4 KYC). */
export const kycStatus = groupResource(fetchKycStatus);


/** Leaving the app for the verification page; replaced in tests. */
export const kycWindow = {
  assign(url: string): void {
    location.assign(url);
  },
};

/** The server may answer with a path; a QR code is scanned on another device, so it needs the whole URL. */
export function absoluteUrl(url: string, base: string = location.href): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

export interface KycRejection {
  /** What went wrong, in the person's language when the code is a known one. */
  reason: string;
  code: string | null;
}

/**
 * §4: a rejection shows its reason (the error message, else the error code) and the code. A
 * known code is shown in the interface language rather than in the reviewer's.
 */
export function kycRejection(status: KycStatus): KycRejection | null {
  if (status.kyc_status !== 'rejected') return null;
  const code = status.kyc_error || null;
  const key = `kyc:reasons.${code}`;
  const known = code && i18n.exists(key) ? i18n.t(key, { defaultValue: '' }) : '';
  const reason = known || status.kyc_error_message || code || '';
  return { reason, code };
}

/**
 * Starts a verification (§4: others fetch a verification URL, then open the sheet): records the
 * consent to share the result with this group, which the server requires first, then asks for
 * the verification page. Resolves with its absolute URL.
 */
export async function startKycVerification(group: string): Promise<string> {
  await authorizeKyc(group);
  const { url } = await fetchKycFaceIdUrl(group);
  return absoluteUrl(url);
}
