import { createHmac } from 'node:crypto';
import { create, StructError, type Struct } from 'superstruct';
import type { AppDeps } from '../context';
import { apiErrors } from '../lib/errors';
import { sameSecret } from '../lib/tokens';
import type { ProviderNotice } from './payment.provider';

// Our own small signed protocol (issue 23 point 2), for the parties that have no public API to
// follow: the SMS gateway, the KYC vendor, the NFT ticket checker, the badge chain and the invoicing
// vendor. Each party shares one secret with the server; the sandbox's stand-ins are the reference
// implementations.
//
// Every request, either way, is an HTTP POST of a JSON body with two headers:
//   X-Party-Timestamp: <unix seconds>
//   X-Party-Signature: hex HMAC-SHA256(<secret>, "<timestamp>.<body>")
// The receiver refuses (401) a signature that does not verify over the body exactly as sent, and a
// timestamp more than 5 minutes from its clock. The server's requests to a party go to the party's
// URL plus a path (`/sessions` for the KYC vendor); the party's answer is 200 with a JSON body, or
// anything else as a refusal, `{"message"}` saying why. The party's reports to the server are
// events with an `event_id`, which the server applies once (a repeat is answered as the first was).

export const PARTY_TIMESTAMP_HEADER = 'X-Party-Timestamp';
export const PARTY_SIGNATURE_HEADER = 'X-Party-Signature';
/** How far a request's timestamp may be from the receiver's clock. */
export const PARTY_CLOCK_SKEW_SECONDS = 5 * 60;
const DEFAULT_TIMEOUT_MS = 5000;

export const partySignature = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The headers that sign `body` at `nowMs`. */
export function partyHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'Content-Type': 'application/json',
    [PARTY_TIMESTAMP_HEADER]: timestamp,
    [PARTY_SIGNATURE_HEADER]: partySignature(secret, timestamp, body),
  };
}

/** Why a request is not from the party holding `secret` (null: it is), by its headers and body as sent. */
export function partyRequestRefusal(
  secret: string, header: (name: string) => string | undefined, body: string, nowMs: number,
): string | null {
  if (!secret) return 'no key is set for this party';
  const timestamp = header(PARTY_TIMESTAMP_HEADER) ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > PARTY_CLOCK_SKEW_SECONDS) {
    return 'timestamp missing or too far from the clock';
  }
  if (!sameSecret(header(PARTY_SIGNATURE_HEADER) ?? '', partySignature(secret, timestamp, body))) return 'signature does not verify';
  return null;
}

export type PartyEndpoint = {
  /** The party's name, for messages. */
  party: string;
  /** Its URL; null when none is set up (a call answers 503). */
  url: () => string | null;
  secret: () => string;
  clock: () => number;
  timeoutMs?: number;
};

/** POSTs `body` signed to the party's URL plus `path`; its JSON answer, or a 503 saying why not. */
export async function postToParty(endpoint: PartyEndpoint, path: string, body: object): Promise<unknown> {
  const base = endpoint.url();
  if (!base || !endpoint.secret()) throw apiErrors.unavailable(`${endpoint.party} is not configured on this server`);
  const text = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: 'POST', headers: partyHeaders(endpoint.secret(), text, endpoint.clock()), body: text,
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch {
    throw apiErrors.unavailable(`the ${endpoint.party} did not answer`);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (res.status !== 200) {
    const why = typeof (answer as { message?: unknown } | null)?.message === 'string' ? (answer as { message: string }).message : `HTTP ${res.status}`;
    throw apiErrors.unavailable(`the ${endpoint.party} refused the request: ${why}`);
  }
  return answer;
}

/**
 * A signed event from a party, read: 401 when not signed with `secret`, 400 when not of `shape`; 404
 * when this server has no key for the party (anything would verify against an empty one).
 */
export function readPartyEvent<T>(party: string, secret: string, nowMs: number, notice: ProviderNotice, shape: Struct<T>): T {
  if (!secret) throw apiErrors.notFoundWith(`this server takes no events from the ${party}`);
  const refusal = partyRequestRefusal(secret, notice.header, notice.body, nowMs);
  if (refusal) throw apiErrors.loginRequired(`not from the ${party}: ${refusal}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(notice.body);
  } catch {
    throw apiErrors.validation(`the ${party}'s event is not JSON`);
  }
  try {
    return create(parsed, shape);
  } catch (error) {
    if (error instanceof StructError) throw apiErrors.validation(`invalid ${error.path.join('.') || 'event'}: ${error.message}`);
    throw error;
  }
}

/** A stand-in's secret in the sandbox, derived from the server's signing key so it needs no setting. */
export function sandboxPartySecret(deps: Pick<AppDeps, 'tokenSecret'>, party: string): string {
  return createHmac('sha256', deps.tokenSecret).update(`party:${party}`).digest('hex');
}
