import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { nowIso, type AppDeps, type AppEnv } from '../context';
import { sameSecret } from '../lib/tokens';
import { SMS_CLOCK_SKEW_SECONDS, SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, smsSignature } from '../providers/sms/sms.adapter';
import { insertSandboxSms } from './sandbox.repo';

// The SMS gateway as the sandbox stands in for it: the reference implementation of our own signed
// protocol (providers/sms/sms.adapter.ts). It verifies each request's signature and time, takes each
// message id once, and keeps what it took as the sandbox phone's inbox (/sandbox/sms).

/** The stand-in's key, derived from the server's signing key so the sandbox needs no setting. */
export function sandboxSmsSecret(deps: Pick<AppDeps, 'tokenSecret'>): string {
  return createHmac('sha256', deps.tokenSecret).update('sms-gateway').digest('hex');
}

const PHONE = /^\+\d{6,20}$/;
const MAX_TEXT = 1000;

export const smsGatewayStandIn = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { deps } = c.var;
    const body = await c.req.text();
    const timestamp = c.req.header(SMS_TIMESTAMP_HEADER) ?? '';
    const signature = c.req.header(SMS_SIGNATURE_HEADER) ?? '';
    const seconds = Number(timestamp);
    if (!/^\d+$/.test(timestamp) || Math.abs(Math.floor(deps.clock() / 1000) - seconds) > SMS_CLOCK_SKEW_SECONDS) {
      return c.json({ message: 'timestamp missing or too far from the gateway\'s clock' }, 401);
    }
    if (!sameSecret(signature, smsSignature(sandboxSmsSecret(deps), timestamp, body))) {
      return c.json({ message: 'signature does not verify' }, 401);
    }
    let message: { id?: unknown; to?: unknown; text?: unknown } = {};
    try {
      message = (JSON.parse(body) ?? {}) as typeof message;
    } catch {
      message = {};
    }
    const { id, to, text } = message;
    if (typeof id !== 'string' || !id || id.length > 200 || typeof to !== 'string' || !PHONE.test(to)
      || typeof text !== 'string' || !text || text.length > MAX_TEXT) {
      return c.json({ message: 'expected {id, to: +<digits>, text}' }, 400);
    }
    insertSandboxSms(deps.db, { id, phone: to, text, received_at: nowIso(deps.clock) });
    return c.json({ id, status: 'accepted' });
  });
