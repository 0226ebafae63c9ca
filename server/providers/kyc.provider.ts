import type { ProviderNotice } from './payment.provider';

// The identity-verification vendor, over our own signed protocol (providers/signed-party.ts): the
// server registers a single-use session with it and sends the person to its page; its reviewer's
// result comes back as a signed event (POST /api/kyc/notifications; kyc.service receiveKycEvent).

/** Who a session is for, as the vendor's page shows it, and where it sends the person after. */
export type KycSubject = {
  /** The server's reference for the person (the same at every session), so the vendor knows earlier reviews. */
  ref: string;
  name: string;
  /** The group asking, by name. */
  requester: string;
  /** Where the vendor's page leads back to. */
  returnUrl: string;
};

/**
 * A result: approved with the name on the ID, or rejected with a code and message. The person sees
 * it from `review_at` (the vendor's review is under way until then).
 */
export type KycEvent = {
  event_id: string;
  reference: string;
  outcome: 'approved' | 'rejected';
  name: string;
  error_code: string | null;
  error_message: string | null;
  review_at: string | null;
};

export interface KycProvider {
  /** Registers the session with the vendor; its page where the person behind it verifies. */
  verificationUrl(session: string, subject: KycSubject): Promise<string>;
  /** The vendor's event, verified as sent by it (else ApiError 401) and read (else 400). */
  readEvent(notice: ProviderNotice): KycEvent;
}
