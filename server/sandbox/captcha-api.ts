import { Hono } from 'hono';
import { nowSeconds, type AppEnv } from '../context';
import { hashToken } from '../lib/tokens';
import { partyRequest } from './party';
import { consumeSolvedCaptcha } from './sandbox.repo';

// The captcha vendor as the sandbox stands in for it: the reference implementation of our own signed
// protocol for captchas (providers/captcha/captcha.adapter.ts). Its captchas are the sums of
// /sandbox/captcha; POST /sandbox/captcha-api/verify answers whether a token's was solved, spending it.

export const captchaApiStandIn = new Hono<AppEnv>()
  .post('/verify', async (c) => {
    const { deps } = c.var;
    const request = await partyRequest(c, 'captcha');
    if (!request.ok) return request.refusal;
    const { token } = request.value;
    if (typeof token !== 'string' || !token || token.length > 200) return c.json({ message: 'expected {token}' }, 400);
    return c.json({ solved: await consumeSolvedCaptcha(deps.sql, hashToken(token), nowSeconds(deps.clock)) });
  });
