import { afterEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { appDeps } from '../../app';
import type { AppDeps } from '../../context';
import { PERSONAS } from '../../sandbox/personas';
import { sandboxProviders } from '../../sandbox/providers';
import { droppingParty } from '../../test/dropping';
import { codeFrom, createTestServer, expectError, type TestServerOptions } from '../../test/helpers';
import { countRows } from '../../test/inspect.repo';
import { credentialsOf, saveCredentials } from '../credentials';
import { wechatAdapter } from './wechat.adapter';

// The WeChat sign-in adapter against WeChat's stand-in (issue 23 point 5): the same fetch a real
// deployment makes to api.weixin.qq.com.

const DEMO = '/api/groups/demo';
let server: ReturnType<typeof createTestServer>;
const start = (options?: TestServerOptions) => {
  server = createTestServer({}, options);
  return server;
};
afterEach(() => server.close());

async function wechatCode(persona: string) {
  const query = new URLSearchParams({ appid: 'wxsandboxdemo', redirect_uri: '/#/demo/auth/wx/callback', state: 's', persona });
  return codeFrom((await server.get(`/sandbox/wechat/authorize?${query}`)).headers.get('location')!);
}

describe('WeChat sign-in through its OAuth', () => {
  test('an app secret WeChat does not know is refused (401) and leaves the code good for the right one', async () => {
    start();
    const code = await wechatCode('member');
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'wechat'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'wechat', { app_secret: 'not-the-secret' }, new Date().toISOString());
    const refused = await server.post(`${DEMO}/auth/wechat`, { code });
    expectError(refused, 401, ErrorCode.loginRequired);
    expect(refused.body.message).toBe('WeChat refused the sign-in: invalid appsecret');
    await saveCredentials(server.sql, server.env, 'demo', 'wechat', right, new Date().toISOString());
    const res = await server.post(`${DEMO}/auth/wechat`, { code });
    expect(res.status, res.text).toBe(200);
    expect((await server.get(`${DEMO}/users/me`, res.body.data.token)).body.data.user_id).toBe(PERSONAS.member.user_id);
  });

  test('WeChat answers a code once; the server keeps the answer for the second use a registration needs', async () => {
    start();
    const code = await wechatCode('member');
    const origin = appDeps(server.app).runtime.selfOrigin!;
    const secret = (await credentialsOf(server.sql, server.env, 'demo', 'wechat'))!.app_secret;
    const exchange = async () => (await fetch(`${origin}/sandbox/wechat-api/sns/oauth2/access_token?${new URLSearchParams({
      appid: 'wxsandboxdemo', secret, code, grant_type: 'authorization_code',
    })}`)).json();
    expect(await exchange()).toMatchObject({ openid: expect.any(String), scope: 'snsapi_userinfo' });
    expect(await exchange()).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  test('a group without its official account secret answers 503 saying so', async () => {
    start();
    const code = await wechatCode('member');
    await server.sql.run(`DELETE FROM group_credentials WHERE group_id = 'demo' AND party = 'wechat'`);
    const res = await server.post(`${DEMO}/auth/wechat`, { code });
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('wechat is not configured for this group');
  });

  test('WeChat not answering is 503 after one try, and nobody is signed in', async () => {
    const down = await droppingParty();
    start({
      providers: (deps: AppDeps) => ({
        ...sandboxProviders(deps),
        wechat: wechatAdapter({ apiBase: () => down.origin, credentials: async () => ({ app_secret: 'x' }) }),
      }),
    });
    const res = await server.post(`${DEMO}/auth/wechat`, { code: await wechatCode('member') });
    down.close();
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('WeChat did not answer: try again');
    expect(down.attempts()).toBe(1);
    expect(await countRows(server, 'wechat_grants')).toBe(0);
  });
});
