import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { TokenResponse } from '../../../contract/auth';
import { DEMO_WECHAT_APP_ID, GATE_WECHAT_APP_ID, PERSONAS, STANDINS } from '../../test/standins';
import { codeFrom, createTestServer, expectError, paramFrom } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const DEMO = '/api/groups/demo';
const authorize = (params: Record<string, string>) => server.get(`${STANDINS}/wechat/authorize?${new URLSearchParams(params)}`);

async function wechatCode(persona: string, appid = DEMO_WECHAT_APP_ID): Promise<{ code: string; location: string }> {
  const key = persona.startsWith('wx-') ? 'openid' : 'persona';
  const res = await authorize({ appid, redirect_uri: '/#/demo/auth/wx/callback', state: 's1', [key]: persona });
  expect(res.status, res.text).toBe(302);
  const location = res.headers.get('location')!;
  return { code: codeFrom(location), location };
}

describe('WeChat\'s stand-in authorize page', () => {
  test('lists the WeChat personas and a new WeChat user', async () => {
    const res = await authorize({ appid: DEMO_WECHAT_APP_ID, redirect_uri: '/#/demo/auth/wx/callback', state: 'xyz' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('a WeChat user without an account');
    for (const persona of ['owner', 'member', 'pending', 'new']) expect(res.text).toContain(`persona=${persona}`);
    expect(res.text).toContain('state=xyz');
  });

  test('redirects with code and state in the fragment query', async () => {
    const { location } = await wechatCode('member');
    expect(location).toMatch(/^\/#\/demo\/auth\/wx\/callback\?code=[\w-]+&state=s1$/);
    expect(paramFrom(location, 'state')).toBe('s1');
  });

  test.each([
    [{ appid: 'wxunknown', redirect_uri: '/', persona: 'member' }, /appid/],
    [{ appid: '', redirect_uri: '/', persona: 'member' }, /appid/],
    [{ appid: DEMO_WECHAT_APP_ID, redirect_uri: 'https://evil.example/', persona: 'member' }, /redirect_uri/],
    [{ appid: DEMO_WECHAT_APP_ID, redirect_uri: '/', persona: 'mallory' }, /persona/],
    [{ appid: DEMO_WECHAT_APP_ID, redirect_uri: '/', openid: 'wx-nobody' }, /openid/],
  ])('%j is 100400', async (params, message) => {
    const res = await authorize(params);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });
});

describe('POST /auth/wechat', () => {
  test("a persona's WeChat account signs in as the persona", async () => {
    const res = await server.post(`${DEMO}/auth/wechat`, { code: (await wechatCode('member')).code });
    expect(res.status).toBe(200);
    expect(is(res.body.data, TokenResponse)).toBe(true);
    expect(res.headers.get('x-access-token-expires-at')).toMatch(/^\d+$/);
    expect((await server.get(`${DEMO}/users/me`, res.body.data.token)).body.data.user_id).toBe(PERSONAS.member.user_id);
  });

  test('a code works once, expires after 5 minutes, and only for its own app', async () => {
    const { code } = await wechatCode('member');
    expect((await server.post(`${DEMO}/auth/wechat`, { code })).status).toBe(200);
    expectError(await server.post(`${DEMO}/auth/wechat`, { code }), 401, 100401);
    const stale = (await wechatCode('member')).code;
    server.clock.advance(301);
    expectError(await server.post(`${DEMO}/auth/wechat`, { code: stale }), 401, 100401);
    const gate = (await wechatCode('member', GATE_WECHAT_APP_ID)).code;
    expectError(await server.post(`${DEMO}/auth/wechat`, { code: gate }), 401, 100401);
    expectError(await server.post('/api/groups/free/auth/wechat', { code: (await wechatCode('member')).code }), 401, 100401);
    expectError(await server.post(`${DEMO}/auth/wechat`, {}), 400, 100400);
  });

  test('a new WeChat user: not registered (the code stays good), openid, phone registration, then WeChat sign-in', async () => {
    const { code } = await wechatCode('new');
    const refused = await server.post(`${DEMO}/auth/wechat`, { code });
    expectError(refused, 409, 100409);
    expect(refused.body.message).toMatch(/^wechat user not registered/);

    const openid = (await server.post(`${DEMO}/auth/wechat/openid`, { code })).body.data.openid;
    expect(openid).toMatch(/^wx-new-/);
    expectError(await server.post(`${DEMO}/auth/wechat/openid`, { code }), 401, 100401);

    const captcha = (await server.get(`${STANDINS}/captcha`)).body.data;
    const [a, b] = captcha.question.match(/\d+/g).map(Number);
    await server.post(`${STANDINS}/captcha/solve`, { token: captcha.token, answer: String(a + b) });
    const phone = { phone_code: '86', phone_number: '13800001111' };
    await server.post(`${DEMO}/auth/mfa/captcha`, { token: captcha.token, ...phone });
    const sms = (await server.get(`${STANDINS}/sms/latest?phone=%2B8613800001111`)).body.data.code;
    const registered = await server.post(`${DEMO}/auth/register`, { token: captcha.token, ...phone, captcha: sms, openid });
    expect(registered.status, registered.text).toBe(200);
    const userId = (await server.get(`${DEMO}/users/me`, registered.body.data.token)).body.data.user_id;

    const again = await server.post(`${DEMO}/auth/wechat`, { code: (await wechatCode(openid)).code });
    expect(again.status).toBe(200);
    expect((await server.get(`${DEMO}/users/me`, again.body.data.token)).body.data.user_id).toBe(userId);
  });
});
