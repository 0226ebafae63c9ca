import type { KycStatus } from '../../../contract/kyc';
import type { Sql } from '../../db/sql';
import type { AppDeps } from '../../context';
import { insertPartyEvent } from '../../db/party-events.repo';
import { apiErrors } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { KycEvent } from '../../providers/kyc.provider';
import { findUser } from '../account/account.repo';
import {
  consumeKycSession, findKycVerification, hasKycConsent, upsertKycVerification,
  type KycVerificationRow,
} from './kyc.repo';

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

export async function kycStatusFor(sql: Sql, groupId: string, userId: string, nowMs: number): Promise<KycStatus> {
  return kycStatusOf(await findKycVerification(sql, userId), await hasKycConsent(sql, groupId, userId), nowMs);
}

/**
 * The KYC vendor's result for one of our sessions (its signed event, already verified): spends the
 * session and records the outcome, shown from the event's review_at (at once without one). Once per
 * event id: a repeat is answered as the first was. A session unknown, spent or expired is 404; one
 * for a person whose review is still under way or who is approved already is 409 (an approval is
 * final). All in one transaction: a refused event leaves nothing behind.
 */
export function receiveKycEvent(deps: Pick<AppDeps, 'sql' | 'clock'>, event: KycEvent): Promise<{ reference: string; applied: boolean }> {
  return deps.sql.tx(async (sql) => {
    const now = deps.clock();
    if (!(await insertPartyEvent(sql, 'kyc', event.event_id, new Date(now).toISOString()))) return { reference: event.reference, applied: false };
    const session = await consumeKycSession(sql, hashToken(event.reference), Math.floor(now / 1000));
    if (!session) throw apiErrors.notFoundWith('no open verification session for this reference');
    const current = (await kycStatusFor(sql, session.group_id, session.user_id, now)).kyc_status;
    if (current === 'processing') throw apiErrors.rejected('a review of this person is under way');
    if (current === 'approved') throw apiErrors.rejected('this person is approved already');
    const approved = event.outcome === 'approved';
    const user = (await findUser(sql, session.user_id))!;
    await upsertKycVerification(sql, session.user_id, {
      outcome: event.outcome,
      name: approved ? (event.name.trim() || user.full_name) : '',
      error_code: approved ? null : (event.error_code ?? 'REJECTED'),
      error_message: approved ? null : (event.error_message?.trim() || event.error_code || 'rejected'),
      submitted_at: new Date(now).toISOString(),
      review_at: new Date(event.review_at ? Math.max(Date.parse(event.review_at), now) : now).toISOString(),
    });
    return { reference: event.reference, applied: true };
  });
}
