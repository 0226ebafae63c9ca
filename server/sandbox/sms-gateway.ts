import { Hono } from 'hono';
import { nowIso, type AppEnv } from '../context';
import { partyRequest } from './party';
import { insertSandboxSms } from './sandbox.repo';

// The SMS gateway as the sandbox stands in for it: the reference implementation of our own signed
// protocol for SMS (providers/sms/sms.adapter.ts). It verifies each request's signature and time,
// takes each message id once, and keeps what it took as the sandbox phone's inbox (/sandbox/sms).

const PHONE = /^\+\d{6,20}$/;
const MAX_TEXT = 1000;

export const smsGatewayStandIn = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { deps } = c.var;
    const request = await partyRequest(c, 'sms');
    if (!request.ok) return request.refusal;
    const { id, to, text } = request.value;
    if (typeof id !== 'string' || !id || id.length > 200 || typeof to !== 'string' || !PHONE.test(to)
      || typeof text !== 'string' || !text || text.length > MAX_TEXT) {
      return c.json({ message: 'expected {id, to: +<digits>, text}' }, 400);
    }
    await insertSandboxSms(deps.sql, { id, phone: to, text, received_at: nowIso(deps.clock) });
    return c.json({ id, status: 'accepted' });
  });
