import { Hono } from 'hono';
import { nowIso, type AppEnv } from '../context';
import { partyRequestRefusal, sandboxPartySecret } from '../providers/signed-party';
import { insertSandboxSms } from './sandbox.repo';

// The SMS gateway as the sandbox stands in for it: the reference implementation of our own signed
// protocol for SMS (providers/sms/sms.adapter.ts). It verifies each request's signature and time,
// takes each message id once, and keeps what it took as the sandbox phone's inbox (/sandbox/sms).

const PHONE = /^\+\d{6,20}$/;
const MAX_TEXT = 1000;

export const smsGatewayStandIn = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { deps } = c.var;
    const body = await c.req.text();
    const refusal = partyRequestRefusal(sandboxPartySecret(deps, 'sms'), (name) => c.req.header(name), body, deps.clock());
    if (refusal) return c.json({ message: refusal }, 401);
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
