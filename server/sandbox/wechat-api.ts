import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { nowSeconds, type AppEnv } from '../context';
import { hashToken, sameSecret } from '../lib/tokens';
import { consumeWechatCode, findSandboxWechatAppSecretHash } from './sandbox.repo';

// WeChat's OAuth API as the sandbox stands in for it (issue 23 point 2), in api.weixin.qq.com's wire
// format, so the real adapter (providers/wechat/wechat.adapter.ts) runs unchanged against it:
// GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code spends a code its
// authorize page (/sandbox/wechat/authorize) issued to that official account, once, and answers
// the openid. Errors are HTTP 200 `{errcode, errmsg}`, as WeChat sends them: 40125 a wrong app
// secret, 40029 a code unknown, spent, expired or another account's, 40002 another grant_type.

type StandInContext = Context<AppEnv>;

const refuse = (c: StandInContext, errcode: number, errmsg: string) => c.json({ errcode, errmsg });

class OtherAccountsCode extends Error {}

export const wechatApiStandIn = new Hono<AppEnv>().get('/sns/oauth2/access_token', async (c) => {
  const { sql, clock } = c.var.deps;
  const appId = c.req.query('appid') ?? '';
  const secretHash = await findSandboxWechatAppSecretHash(sql, appId);
  if (!secretHash || !sameSecret(hashToken(c.req.query('secret') ?? ''), secretHash)) return refuse(c, 40125, 'invalid appsecret');
  if (c.req.query('grant_type') !== 'authorization_code') return refuse(c, 40002, 'invalid grant_type');
  let grant: { app_id: string; openid: string } | undefined;
  try {
    // Another account's code is refused and stays good for that account.
    grant = await sql.tx(async (t) => {
      const spent = await consumeWechatCode(t, hashToken(c.req.query('code') ?? ''), nowSeconds(clock));
      if (spent && spent.app_id !== appId) throw new OtherAccountsCode();
      return spent;
    });
  } catch (error) {
    if (!(error instanceof OtherAccountsCode)) throw error;
    grant = undefined;
  }
  if (!grant) return refuse(c, 40029, 'invalid code');
  return c.json({
    access_token: randomBytes(24).toString('base64url'), expires_in: 7200, refresh_token: randomBytes(24).toString('base64url'),
    openid: grant.openid, scope: 'snsapi_userinfo',
  });
});
