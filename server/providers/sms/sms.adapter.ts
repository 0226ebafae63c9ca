import { apiErrors } from '../../lib/errors';
import type { Sms, SmsProvider } from '../messages.provider';
import { postToParty, type PartyEndpoint } from '../signed-party';

// SMS through a gateway speaking our own signed protocol (providers/signed-party.ts; no SMS vendor
// is named, and each has its own API: a deployment puts a relay for its vendor behind this one). The
// sandbox's stand-in (server/sandbox/sms-gateway.ts) is its reference implementation.
//
//   POST <SMS_GATEWAY_URL>   {"id": "<sender's id>", "to": "+<country code><number>", "text": "<message>"}
//
// The gateway answers 200 {"id", "status": "accepted"} once it has the message, also for an id it
// took before (it sends one SMS per id); 400 for a body it cannot read. Anything else is a failure the
// sender retries later under the same id.

export function smsAdapter(endpoint: Omit<PartyEndpoint, 'party'>): SmsProvider {
  return {
    async send(message: Sms) {
      const answer = await postToParty({ ...endpoint, party: 'SMS gateway' }, '', { id: message.id, to: message.phone, text: message.text });
      const { id, status } = (answer ?? {}) as { id?: unknown; status?: unknown };
      if (id !== message.id || status !== 'accepted') throw apiErrors.unavailable('the SMS gateway answered what it should not');
    },
  };
}
