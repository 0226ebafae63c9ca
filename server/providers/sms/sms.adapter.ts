import { createHmac } from 'node:crypto';
import { apiErrors } from '../../lib/errors';
import type { Sms, SmsProvider } from '../messages.provider';

// SMS through a gateway speaking our own small signed protocol (issue 23: no SMS vendor is named,
// and each has its own API; a deployment puts a relay for its vendor behind this one). The
// sandbox's stand-in (server/sandbox/sms-gateway.ts) is its reference implementation.
//
//   POST <SMS_GATEWAY_URL>
//   Content-Type: application/json
//   X-Sms-Timestamp: <unix seconds>
//   X-Sms-Signature: hex HMAC-SHA256(<secret>, "<timestamp>.<body>")
//   {"id": "<sender's id>", "to": "+<country code><number>", "text": "<message>"}
//
// The gateway answers 200 {"id", "status": "accepted"} once it has the message, also for an id it
// took before (it sends one SMS per id); 401 for a signature that does not verify or a timestamp more
// than 5 minutes from its clock; 400 for a body it cannot read. Anything else is a failure the
// sender retries later under the same id.

export const SMS_SIGNATURE_HEADER = 'X-Sms-Signature';
export const SMS_TIMESTAMP_HEADER = 'X-Sms-Timestamp';
/** How far a request's timestamp may be from the gateway's clock. */
export const SMS_CLOCK_SKEW_SECONDS = 5 * 60;

export const smsSignature = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export type SmsAdapterConfig = {
  /** Where the gateway takes messages; null: none is set up (sending answers 503). */
  url: () => string | null;
  secret: () => string;
  clock: () => number;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5000;

export function smsAdapter(config: SmsAdapterConfig): SmsProvider {
  return {
    async send(message: Sms) {
      const url = config.url();
      if (!url) throw apiErrors.unavailable('sms is not configured on this server: set SMS_GATEWAY_URL and SMS_GATEWAY_SECRET');
      const body = JSON.stringify({ id: message.id, to: message.phone, text: message.text });
      const timestamp = String(Math.floor(config.clock() / 1000));
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [SMS_TIMESTAMP_HEADER]: timestamp,
            [SMS_SIGNATURE_HEADER]: smsSignature(config.secret(), timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch {
        throw apiErrors.unavailable('the SMS gateway did not answer');
      }
      const answer = await res.json().catch(() => null) as { id?: unknown; status?: unknown; message?: unknown } | null;
      if (res.status !== 200 || answer?.id !== message.id || answer.status !== 'accepted') {
        const why = typeof answer?.message === 'string' ? answer.message : `HTTP ${res.status}`;
        throw apiErrors.unavailable(`the SMS gateway refused the message: ${why}`);
      }
    },
  };
}
