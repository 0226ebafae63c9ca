import { create, enums, nullable, optional, size, string, type } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { KycEvent, KycProvider, KycSubject } from '../kyc.provider';
import type { ProviderNotice } from '../payment.provider';
import { postToParty, readPartyEvent, type PartyEndpoint } from '../signed-party';

// The KYC vendor over our own signed protocol (providers/signed-party.ts); the sandbox's stand-in
// (server/sandbox/kyc-api.ts) is its reference implementation.
//
//   POST <KYC_URL>/sessions  {"reference", "return_url", "subject": {"ref", "name"}, "requester"}
//     → 200 {"url"}: the vendor's page for this session, which leads back to return_url.
//   The vendor → POST <server>/api/kyc/notifications, signed the same way:
//     {"event_id", "reference", "outcome": "approved"|"rejected", "name", "error_code", "error_message",
//      "review_at"}: name on the ID when approved; code (up to 50 characters) and message when
//     rejected; review_at (RFC 3339, optional) when the result may be shown, "under review" until then.

const Id = size(string(), 1, 200);
const Event = type({
  event_id: Id,
  reference: Id,
  outcome: enums(['approved', 'rejected'] as const),
  name: optional(nullable(size(string(), 0, 100))),
  error_code: optional(nullable(size(string(), 1, 50))),
  error_message: optional(nullable(size(string(), 0, 200))),
  review_at: optional(nullable(size(string(), 1, 40))),
});
const Session = type({ url: size(string(), 1, 2000) });

export function kycAdapter(endpoint: Omit<PartyEndpoint, 'party'>): KycProvider {
  const party = { ...endpoint, party: 'KYC vendor' };
  return {
    async verificationUrl(session: string, subject: KycSubject) {
      const answer = await postToParty(party, '/sessions', {
        reference: session, return_url: subject.returnUrl, subject: { ref: subject.ref, name: subject.name }, requester: subject.requester,
      });
      try {
        return create(answer, Session).url;
      } catch {
        throw apiErrors.unavailable('the KYC vendor answered what it should not');
      }
    },

    readEvent(notice: ProviderNotice): KycEvent {
      const event = readPartyEvent('KYC vendor', endpoint.secret(), endpoint.clock(), notice, Event);
      if (event.review_at && Number.isNaN(Date.parse(event.review_at))) throw apiErrors.validation('invalid review_at: a time');
      return {
        event_id: event.event_id, reference: event.reference, outcome: event.outcome, name: event.name ?? '',
        error_code: event.error_code ?? null, error_message: event.error_message ?? null, review_at: event.review_at ?? null,
      };
    },
  };
}
