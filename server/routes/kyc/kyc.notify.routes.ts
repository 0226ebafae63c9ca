import { Hono } from 'hono';
import { type, boolean, string } from 'superstruct';
import type { AppEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { receiveKycEvent } from './kyc.service';

const Taken = type({ reference: string(), applied: boolean() });

// The KYC vendor's events (our own signed protocol: providers/kyc/kyc.adapter.ts), outside /groups:
// no token, the signature is the vendor's. 200 when taken (also a repeat); 401 not from the vendor;
// 400 unreadable; 404 no open session; 409 a review under way or an approval already.
export const kycNotifyRoutes = new Hono<AppEnv>()
  .post('/notifications', async (c) => {
    const { deps } = c.var;
    const event = deps.providers.kyc.readEvent({ header: (name) => c.req.header(name), body: await c.req.text() });
    return sendData(c, Taken, receiveKycEvent(deps, event));
  });
