import type { KycStatus } from '../../../contract/kyc';
import type { Db } from '../../db/connection';
import { findKycVerification, hasKycConsent, type KycVerificationRow } from './kyc.repo';

const UNKNOWN: KycStatus = { kyc_status: 'unknown', name: '', kyc_error: null, kyc_error_message: null };

/**
 * What a group sees of a user's KYC at `nowMs`: nothing until the user consented to share it,
 * 'processing' until the review time has passed, then the reviewer's outcome.
 */
export function kycStatusOf(verification: KycVerificationRow | undefined, consented: boolean, nowMs: number): KycStatus {
  if (!consented || !verification) return UNKNOWN;
  if (Date.parse(verification.review_at) > nowMs) return { ...UNKNOWN, kyc_status: 'processing' };
  if (verification.outcome === 'approved') {
    return { kyc_status: 'approved', name: verification.name, kyc_error: null, kyc_error_message: null };
  }
  return {
    kyc_status: 'rejected',
    name: '',
    kyc_error: verification.error_code,
    kyc_error_message: verification.error_message,
  };
}

export function kycStatusFor(db: Db, groupId: string, userId: string, nowMs: number): KycStatus {
  return kycStatusOf(findKycVerification(db, userId), hasKycConsent(db, groupId, userId), nowMs);
}
