import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appendCode } from './sandbox.handlers';
import { codeFrom, createTestServer, expectError } from '../test/helpers';
import { SEED_INVITEES } from '../seed/invitations';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
});

const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const authorize = (params: Record<string, string>) =>
  server.get(`/sandbox/mixin/authorize?${new URLSearchParams(params)}`);

describe('GET /sandbox/mixin/authorize', () => {
  test('without a persona: a phone-sized HTML page listing every persona and "new"', async () => {
    const res = await authorize({ client_id: DEMO_CLIENT, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('name="viewport"');
    expect(res.text).toContain('Demo Academy Bot');
    for (const persona of ['owner', 'admin', 'lecturer', 'member', 'pending', 'banned', 'new']) {
      expect(res.text).toContain(`persona=${persona}`);
    }
    expect(res.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // no outside hosts
  });

  test('with a persona: redirects with a one-time code in the fragment query', async () => {
    const res = await authorize({ client_id: DEMO_CLIENT, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback?from=x', persona: 'member' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/#\/demo\/auth\/mixin\/callback\?from=x&code=[\w-]+$/);
    const login = await server.post('/api/groups/demo/auth/mixin', { code: codeFrom(location) });
    expect(login.status).toBe(200);
  });

  test('same-origin absolute return_to is accepted', async () => {
    const res = await authorize({ client_id: DEMO_CLIENT, return_to: 'http://localhost/cb', persona: 'owner' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost\/cb\?code=/);
  });

  test('behind a trusted proxy (TRUST_PROXY), the origin it announces (X-Forwarded-Host/Proto) counts as same-origin', async () => {
    const proxied = createTestServer({ trustProxy: true });
    try {
      const query = new URLSearchParams({ client_id: DEMO_CLIENT, return_to: 'https://groups.example/#/demo/cb', persona: 'owner' });
      const res = await proxied.call('GET', `/sandbox/mixin/authorize?${query}`, {
        headers: { 'X-Forwarded-Host': 'groups.example', 'X-Forwarded-Proto': 'https' },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^https:\/\/groups\.example\/#\/demo\/cb\?code=/);
    } finally {
      proxied.close();
    }
  });

  test('without TRUST_PROXY, X-Forwarded-Host cannot turn another origin into ours', async () => {
    const query = new URLSearchParams({ client_id: DEMO_CLIENT, return_to: 'https://evil.example/#/demo/cb', persona: 'owner' });
    const res = await server.call('GET', `/sandbox/mixin/authorize?${query}`, {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expectError(res, 400, 100400);
  });

  test.each([
    'https://evil.example/#/demo',
    '//evil.example/cb',
    'javascript:alert(1)',
    'http://localhost:9999/cb',
  ])('return_to %s is refused with a JSON 400', async (returnTo) => {
    const res = await authorize({ client_id: DEMO_CLIENT, return_to: returnTo, persona: 'owner' });
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(/return_to/);
  });

  test.each([
    [{ client_id: 'unknown', return_to: '/', persona: 'owner' }, /client_id/],
    [{ client_id: DEMO_CLIENT, return_to: '/', persona: 'mallory' }, /persona/],
    [{ client_id: DEMO_CLIENT, persona: 'owner' }, /return_to is required/],
    [{ return_to: '/', persona: 'owner' }, /client_id is required/],
  ])('%j is a JSON 400 naming the problem', async (params, message) => {
    const res = await authorize(params as Record<string, string>);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });
});

describe('appendCode', () => {
  test.each([
    ['/cb', '/cb?code=abc'],
    ['/cb?x=1', '/cb?x=1&code=abc'],
    ['/#/demo/auth', '/#/demo/auth?code=abc'],
    ['http://h/?q=1#/demo/auth?a=b', 'http://h/?q=1#/demo/auth?a=b&code=abc'],
    ['/cb?code=old', '/cb?code=abc'],
  ])('%s → %s', (returnTo, expected) => {
    expect(appendCode(returnTo, 'abc')).toBe(expected);
  });
});

describe('legal pages', () => {
  test('serve HTML naming the group', async () => {
    const res = await server.get('/sandbox/legal/agreement?group=closed');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Closed Circle');
  });

  test('unknown documents are a JSON 404', async () => {
    expectError(await server.get('/sandbox/legal/cookies'), 404, 404);
  });
});

describe('controls', () => {
  test('maintenance switches a group on and off', async () => {
    const on = await server.post('/sandbox/control/maintenance', { group: 'free', on: true });
    expect(on.body).toEqual({ data: { group: 'free', maintenance: true } });
    expectError(await server.get('/api/groups/free/config'), 503, 100500);
    await server.post('/sandbox/control/maintenance', { group: 'free', on: false });
    expect((await server.get('/api/groups/free/config')).status).toBe(200);
  });

  test('maintenance for an unknown group is 404; a bad body is 100400', async () => {
    expectError(await server.post('/sandbox/control/maintenance', { group: 'nope', on: true }), 404, 404);
    expectError(await server.post('/sandbox/control/maintenance', { group: 'demo', on: 'yes' }), 400, 100400);
  });

  test('token-ttl applies to tokens issued afterwards; null restores the default', async () => {
    expect((await server.post('/sandbox/control/token-ttl', { seconds: 5 })).body).toEqual({ data: { access_token_ttl: 5 } });
    const short = await server.login('member');
    expect(short.expiresAt - Math.floor(server.clock.now / 1000)).toBe(5);
    expect((await server.post('/sandbox/control/token-ttl', { seconds: null })).body).toEqual({ data: { access_token_ttl: 7200 } });
    const normal = await server.login('member');
    expect(normal.expiresAt - Math.floor(server.clock.now / 1000)).toBe(7200);
  });

  test.each([[{ seconds: 0 }], [{ seconds: -1 }], [{ seconds: 1.5 }], [{ seconds: 'x' }], [{}]])('token-ttl %j is 100400', async (body) => {
    expectError(await server.post('/sandbox/control/token-ttl', body), 400, 100400);
  });

  test('reset brings back the initial state', async () => {
    const { token } = await server.login('admin');
    await server.put('/api/groups/demo/settings/full', { 'group-mode': 'mute' }, token);
    await server.login('new');
    await server.post('/sandbox/control/maintenance', { group: 'demo', on: true });
    await server.post('/sandbox/control/token-ttl', { seconds: 5 });

    expect((await server.post('/sandbox/control/reset', {})).body).toEqual({ data: { reset: true } });

    expect((await server.get('/api/groups/demo/settings/full')).body.data['group-mode']).toBe('free');
    const fresh = await server.login('member');
    expect(fresh.expiresAt - Math.floor(server.clock.now / 1000)).toBe(7200);
    // The new user is gone; the users without a persona left are the seeded invitees (seed/invitations.ts).
    expect(server.db.prepare('SELECT COUNT(*) FROM users WHERE persona IS NULL').pluck().get()).toBe(SEED_INVITEES.length);
  });
});

describe('SANDBOX=off', () => {
  test('nothing is mounted under /sandbox', async () => {
    const closed = createTestServer({ sandbox: false });
    expectError(await closed.get(`/sandbox/mixin/authorize?client_id=${DEMO_CLIENT}&return_to=/&persona=owner`), 404, 404);
    expectError(await closed.post('/sandbox/control/reset', {}), 404, 404);
    closed.close();
  });
});

describe('sandbox pages in the person\'s language (issue 10)', () => {
  const zhHeaders = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
  const signIn = `/sandbox/mixin/authorize?${new URLSearchParams({ client_id: DEMO_CLIENT, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback' })}`;
  const wechatSignIn = `/sandbox/wechat/authorize?${new URLSearchParams({ appid: 'wxsandboxdemo', redirect_uri: '/#/demo/auth/wx/callback' })}`;
  const pages = [
    ['the wallet sign-in', signIn, '登录 Demo Academy Bot'],
    ['the WeChat sign-in', wechatSignIn, '沙盒微信'],
    ['a legal page', '/sandbox/legal/terms?group=demo', '使用条款 – Demo Academy'],
    ['the SMS inbox', '/sandbox/sms', '短信收件箱'],
    ['the wallet inbox', '/sandbox/mixin/inbox', '各社群机器人发到用户钱包的每条消息'],
    ['the NFT control', '/sandbox/nft?group=nft', 'NFT Club 的 NFT 检查'],
    ['a pay page', '/sandbox/alipay/pay?trade_no=nope', '没有与此支付编号对应的付款。'],
  ] as const;

  test.each(pages)('%s answers in Chinese for Accept-Language: zh-CN, with <html lang>', async (_name, path, chinese) => {
    const res = await server.call('GET', path, { headers: zhHeaders });
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain(chinese);
    // Still no script: the sandbox's CSP allows none.
    expect(res.text).not.toMatch(/<script/i);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  test.each(pages)('%s answers in Chinese for the app\'s lang=zh cookie, over an English browser', async (_name, path, chinese) => {
    const res = await server.call('GET', path, { headers: { Cookie: 'theme=x; lang=zh', 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain(chinese);
  });

  test('a Chinese WeChat on an English phone: the WeChat sign-in speaks Chinese', async () => {
    const res = await server.call('GET', wechatSignIn, {
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN', 'Accept-Language': 'en-US' },
    });
    expect(res.text).toContain('<html lang="zh-CN">');
    expect(res.text).toContain('一个没有账号的微信用户');
  });

  test('Japanese for ja, English otherwise', async () => {
    const ja = await server.call('GET', signIn, { headers: { 'Accept-Language': 'ja-JP' } });
    expect(ja.text).toContain('<html lang="ja">');
    expect(ja.text).toContain('Demo Academy Bot にログイン');
    const other = await server.call('GET', signIn, { headers: { 'Accept-Language': 'fr-FR' } });
    expect(other.text).toContain('<html lang="en">');
    expect(other.text).toContain('Sign in to Demo Academy Bot');
  });

  test('the captcha question the app shows is in the person\'s language', async () => {
    const res = await server.call('GET', '/sandbox/captcha', { headers: zhHeaders });
    expect(res.body.data.question).toMatch(/^\d+ \+ \d+ 等于多少？$/);
  });
});
