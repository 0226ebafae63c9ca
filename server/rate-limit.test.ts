import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { createApp } from './app';
import { listenApp } from './listen';
import { openDatabase } from './db/connection';
import { postgresPool, postgresSql } from './db/sql.postgres';
import { addressKey, LIMITS } from './lib/rate-limit';
import { CAPTCHA_TTL } from './sandbox/identity.handlers';
import { QUIZ_IDS } from './seed';
import { createTestServer, expectError, type CallOptions, type TestResponse } from './test/helpers';
import { testEngine } from './test/engine';
import { countRows } from './test/inspect.repo';

// Rate limits (issue 9, point 7). The server trusts X-Forwarded-For here (TRUST_PROXY), so that a
// test can speak from several addresses; a last test shows the header counts for nothing without it.

const server = createTestServer({ trustProxy: true });
afterAll(() => server.close());
beforeEach(async () => {
  // The reset empties the counters too.
  await server.post('/sandbox/control/reset', {});
});

const DEMO = '/api/groups/demo';

/** A request from `address`, as the proxy in front would pass it on. */
const from = (address: string, method: string, path: string, options: CallOptions = {}) =>
  server.call(method, path, { ...options, headers: { ...options.headers, 'X-Forwarded-For': address } });

/** Sends `times` requests and expects none of them to be refused for their rate. */
async function spend(times: number, send: (i: number) => Promise<TestResponse>): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await send(i);
    expect(res.status, `request ${i + 1}: ${res.text}`).not.toBe(429);
  }
}

/** A 429 with the catalogue code and the wait (seconds) in Retry-After: exactly `retryAfter` if given. */
function expectLimited(res: TestResponse, retryAfter?: number): void {
  expectError(res, 429, 100429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBe(retryAfter ?? wait);
}

async function newCaptcha(address: string): Promise<{ token: string; answer: string }> {
  const res = await from(address, 'GET', '/sandbox/captcha');
  const [a, b] = (res.body.data.question as string).match(/\d+/g)!.map(Number);
  return { token: res.body.data.token, answer: String(a! + b!) };
}

const solve = (address: string, token: string, answer: string) =>
  from(address, 'POST', '/sandbox/captcha/solve', { body: { token, answer } });

/** Signs in from `address` (the sign-in counts for it). */
async function loginFrom(address: string, persona: 'member' | 'owner' | 'new', group = 'demo') {
  const publicInfo = await server.get(`/api/groups/${group}/public`);
  const query = new URLSearchParams({
    client_id: publicInfo.body.data.client_id, scope: 'PROFILE:READ', return_to: `/#/${group}/auth/mixin/callback`, persona,
  });
  const redirect = await server.get(`/sandbox/mixin/authorize?${query}`);
  const code = new URLSearchParams(redirect.headers.get('location')!.split('?')[1]).get('code');
  const res = await from(address, 'POST', `/api/groups/${group}/auth/mixin`, { body: { code } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { token: string; refresh_token: string };
}

describe('sign-in code exchange: per address', () => {
  const limit = LIMITS.signInPerAddress.limit;
  const exchange = (address: string, path = '/auth/mixin') =>
    from(address, 'POST', `${DEMO}${path}`, { body: { code: 'no-such-code' } });

  test(`over ${limit} exchanges a minute: 429 for that address only, until the window ends`, async () => {
    await spend(limit, () => exchange('10.0.0.1'));
    const refused = await exchange('10.0.0.1');
    expectLimited(refused, 60);
    expect(refused.body.message).toBe('too many sign-in attempts: retry in 60 s');
    // The WeChat exchanges share the counter.
    expectLimited(await exchange('10.0.0.1', '/auth/wechat'));
    expectLimited(await exchange('10.0.0.1', '/auth/wechat/openid'));
    // Another address is not affected.
    expectError(await exchange('10.0.0.2'), 401, 100401);

    server.clock.advance(30);
    expectLimited(await exchange('10.0.0.1'), 30);
    server.clock.advance(30);
    expectError(await exchange('10.0.0.1'), 401, 100401);
  });

  test('the count survives a restart: a new app on the reopened database still refuses', async () => {
    const first = createTestServer({ trustProxy: true });
    const exchangeOn = (app: typeof first.app, address: string) => app.request(`${DEMO}/auth/mixin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ code: 'no-such-code' }),
    });
    try {
      await first.listen();
      for (let i = 0; i < limit; i++) expect((await exchangeOn(first.app, '10.0.0.3')).status).toBe(401);
      expect((await exchangeOn(first.app, '10.0.0.3')).status).toBe(429);
      first.db.close();

      const db = openDatabase(first.env.database);
      // On PostgreSQL the counters are in the test server's database there: the new app connects to it.
      const sql = testEngine() === 'postgres' ? postgresSql(postgresPool(first.database, 2)) : undefined;
      // Listening, as main.ts does: the wallet stand-in this sandbox app signs in through is on its port.
      const app = createApp({ db, env: first.env, clock: () => first.clock.now, ...(sql && { sql }) });
      const listener = await new Promise<Server>((resolve) => {
        const started = listenApp(app, { port: 0, hostname: '127.0.0.1' }, () => resolve(started));
      });
      try {
        const res = await exchangeOn(app, '10.0.0.3');
        expect(res.status).toBe(429);
        expect(await res.json()).toMatchObject({ code: 100429 });
        expect((await exchangeOn(app, '10.0.0.4')).status).toBe(401);
      } finally {
        listener.closeAllConnections();
        await new Promise((resolve) => listener.close(resolve));
        await sql?.close();
        db.close();
      }
    } finally {
      first.close();
    }
  });
});

describe('token refresh: per address and per user', () => {
  test(`over ${LIMITS.refreshPerUser.limit} refreshes a minute by one user: 429 from any address; others refresh`, async () => {
    const member = await loginFrom('10.1.0.1', 'member');
    const owner = await loginFrom('10.1.0.1', 'owner');
    let refreshToken = member.refresh_token;
    await spend(LIMITS.refreshPerUser.limit, async () => {
      const res = await from('10.1.0.1', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: refreshToken } });
      expect(res.status, res.text).toBe(200);
      refreshToken = res.body.data.refresh_token;
      return res;
    });
    const refused = await from('10.1.0.2', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: refreshToken } });
    expectLimited(refused);
    // Replaying a spent token counts for its user too.
    expectLimited(await from('10.1.0.3', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: member.refresh_token } }));
    expect((await from('10.1.0.1', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: owner.refresh_token } })).status)
      .toBe(200);
    // The refused refresh did not spend the token: it works once the window has passed.
    server.clock.advance(60);
    expect((await from('10.1.0.2', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: refreshToken } })).status).toBe(200);
  });

  test(`over ${LIMITS.refreshPerAddress.limit} refreshes a minute from one address: 429`, async () => {
    await spend(LIMITS.refreshPerAddress.limit, () =>
      from('10.1.1.1', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: 'unknown' } }));
    expectLimited(await from('10.1.1.1', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: 'unknown' } }));
    expectError(await from('10.1.1.2', 'POST', `${DEMO}/auth/refresh`, { body: { refresh_token: 'unknown' } }), 401, 100401);
  });
});

describe('captcha answers', () => {
  test('a captcha dies after 5 wrong answers: the right one is refused then, and after the window too', async () => {
    const { token, answer } = await newCaptcha('10.2.0.1');
    for (let i = 0; i < LIMITS.captchaWrongAnswers.limit; i++) {
      expectError(await solve('10.2.0.1', token, '999'), 409, 100409);
    }
    const refused = await solve('10.2.0.1', token, answer);
    expectLimited(refused);
    expect(refused.body.message).toBe('too many wrong answers: get a new captcha');
    // From another address too: the count is the captcha's.
    expectLimited(await solve('10.2.0.2', token, answer));
    // Its window outlives the captcha, so it never becomes solvable.
    expect(LIMITS.captchaWrongAnswers.windowMs).toBeGreaterThanOrEqual(CAPTCHA_TTL * 1000);
    server.clock.advance(LIMITS.captchaWrongAnswers.windowMs / 1000);
    expectError(await solve('10.2.0.1', token, answer), 409, 100409);
    // A new captcha from the same address can be solved.
    const fresh = await newCaptcha('10.2.0.1');
    expect((await solve('10.2.0.1', fresh.token, fresh.answer)).body.data).toEqual({ solved: true });
  });

  test('right answers do not count, and 4 wrong answers leave the captcha solvable', async () => {
    const { token, answer } = await newCaptcha('10.2.1.1');
    for (let i = 0; i < LIMITS.captchaWrongAnswers.limit; i++) {
      expect((await solve('10.2.1.1', token, answer)).body.data).toEqual({ solved: true });
    }
    for (let i = 0; i < LIMITS.captchaWrongAnswers.limit - 1; i++) {
      expectError(await solve('10.2.1.1', token, '999'), 409, 100409);
    }
    expect((await solve('10.2.1.1', token, answer)).body.data).toEqual({ solved: true });
  });

  test(`over ${LIMITS.captchaAnswersPerAddress.limit} answers a minute from one address: 429`, async () => {
    await spend(LIMITS.captchaAnswersPerAddress.limit, (i) => solve('10.2.2.1', `unknown-${i}`, '1'));
    expectLimited(await solve('10.2.2.1', 'unknown', '1'));
    expectError(await solve('10.2.2.2', 'unknown', '1'), 409, 100409);
  });
});

describe('SMS codes', () => {
  const sendSms = (address: string, token: string, phoneNumber: string) =>
    from(address, 'POST', `${DEMO}/auth/mfa/captcha`, { body: { token, phone_code: '+86', phone_number: phoneNumber } });

  /** Gets a captcha, solves it and asks for an SMS to a number of its own, all from `address`. */
  async function sendSolved(address: string, phoneNumber: string): Promise<TestResponse> {
    const { token, answer } = await newCaptcha(address);
    expect((await solve(address, token, answer)).status).toBe(200);
    return sendSms(address, token, phoneNumber);
  }

  test('the per-number cooldown answers 429 with Retry-After', async () => {
    expect((await sendSolved('10.3.0.1', '13800003333')).status).toBe(200);
    server.clock.advance(15);
    const again = await sendSolved('10.3.0.1', '13800003333');
    expectLimited(again, 45);
    expect(again.body.message).toBe('SMS code sent too often: retry in 45 s');
  });

  test(`over ${LIMITS.smsPerAddress.limit} SMS requests an hour from one address: 429`, async () => {
    // Refused requests count: an address cannot probe numbers or tokens for free.
    await spend(LIMITS.smsPerAddress.limit, (i) => sendSms('10.3.1.1', 'unsolved', `1380000${String(i).padStart(4, '0')}`));
    expectLimited(await sendSolved('10.3.1.1', '13800009999'));
    expect((await sendSolved('10.3.1.2', '13800009999')).status).toBe(200);
    server.clock.advance(3600);
    expect((await sendSolved('10.3.1.1', '13800008888')).status).toBe(200);
  });

  test(`the server sends at most ${LIMITS.smsEverywhere.limit} codes an hour, whatever the address`, async () => {
    const perAddress = LIMITS.smsPerAddress.limit;
    // Refused requests do not use the ceiling up.
    await spend(perAddress, (i) => sendSms('10.3.2.250', 'unsolved', `1390000${String(i).padStart(4, '0')}`));
    for (let i = 0; i < LIMITS.smsEverywhere.limit; i++) {
      const address = `10.3.${3 + Math.floor(i / perAddress)}.${i % perAddress}`;
      const res = await sendSolved(address, `1370000${String(i).padStart(4, '0')}`);
      expect(res.status, `SMS ${i + 1}: ${res.text}`).toBe(200);
    }
    const refused = await sendSolved('10.4.0.1', '13600000001');
    expectLimited(refused);
    expect(refused.body.message).toMatch(/^the server is sending too many SMS codes: retry in \d+ s$/);
    server.clock.advance(3600);
    expect((await sendSolved('10.4.0.1', '13600000001')).status).toBe(200);
  });

  test(`over ${LIMITS.registerPerAddress.limit} SMS codes tried in 10 minutes from one address: 429`, async () => {
    const register = (address: string) => from(address, 'POST', `${DEMO}/auth/register`, {
      body: { token: 'unknown', phone_code: '+86', phone_number: '13800004444', captcha: '123456' },
    });
    await spend(LIMITS.registerPerAddress.limit, () => register('10.3.9.1'));
    expectLimited(await register('10.3.9.1'));
    expectError(await register('10.3.9.2'), 409, 100409);
  });
});

describe('per user and address: quiz, invitation codes, coupon codes', () => {
  test(`over ${LIMITS.quizSubmissionsPerUser.limit} quiz submissions in 10 minutes by one user: 429; another user submits`, async () => {
    const first = await loginFrom('10.5.0.1', 'new', 'gate');
    const second = await loginFrom('10.5.0.1', 'new', 'gate');
    const submit = (token: string) => from('10.5.0.1', 'POST', `/api/groups/gate/quizzes/${QUIZ_IDS.gateRules}/submit`, {
      token, body: { answers: [{ no: 1, answer: 'A' }] },
    });
    await spend(LIMITS.quizSubmissionsPerUser.limit, () => submit(first.token));
    expectLimited(await submit(first.token));
    expect((await submit(second.token)).status).not.toBe(429);
  });

  test(`invitation codes: ${LIMITS.invitationCodesPerUser.limit} tries per user (apply and decode together)`, async () => {
    const first = await loginFrom('10.6.0.1', 'new');
    const second = await loginFrom('10.6.0.1', 'new');
    const apply = (token: string, address = '10.6.0.1') =>
      from(address, 'POST', `${DEMO}/invitations/apply?code=NOSUCH${address.slice(-1)}`, { token });
    const half = LIMITS.invitationCodesPerUser.limit / 2;
    await spend(half, () => apply(first.token));
    await spend(half, () => from('10.6.0.2', 'GET', `${DEMO}/invitations/decode/NOSUCH`, { token: first.token }));
    expectLimited(await apply(first.token, '10.6.0.3'));
    expectLimited(await from('10.6.0.3', 'GET', `${DEMO}/invitations/decode/NOSUCH`, { token: first.token }));
    expect((await apply(second.token)).status).not.toBe(429);
  });

  test(`invitation codes: ${LIMITS.invitationCodesPerAddress.limit} decodes per address, signed in or not`, async () => {
    const decode = (address: string, code: string) =>
      from(address, 'GET', `${DEMO}/invitations/decode/${code}`, { headers: { group_id: 'demo' } });
    await spend(LIMITS.invitationCodesPerAddress.limit, () => decode('10.6.1.1', 'NOSUCH'));
    expectLimited(await decode('10.6.1.1', 'PUB7K2QX'));
    const guest = await decode('10.6.1.2', 'PUB7K2QX');
    expect(guest.status, guest.text).toBe(200);
  });

  test(`coupon codes: ${LIMITS.couponCodesPerUser.limit} tries per user (claim and apply together); the address counts too`, async () => {
    const first = await loginFrom('10.7.0.1', 'new');
    const second = await loginFrom('10.7.0.1', 'new');
    const claim = (token: string, code = 'NOSUCH') => from('10.7.0.1', 'POST', `${DEMO}/coupons/claim?code=${code}`, { token });
    const half = LIMITS.couponCodesPerUser.limit / 2;
    await spend(half, () => claim(first.token));
    await spend(half, () => from('10.7.0.1', 'PUT', `${DEMO}/coupons/apply?code=NOSUCH`, { token: first.token }));
    expectLimited(await claim(first.token, 'WELCOME5'));
    const other = await claim(second.token, 'WELCOME5');
    expect(other.status, other.text).toBe(200);

    // Many accounts guessing from one address: the address's counter stops them.
    const perUser = LIMITS.couponCodesPerUser.limit;
    const perAddress = LIMITS.couponCodesPerAddress.limit;
    const users: { token: string }[] = [];
    for (let i = 0; i <= perAddress / perUser; i++) users.push(await loginFrom('10.7.1.1', 'new'));
    await spend(perAddress, (i) => from('10.7.1.1', 'POST', `${DEMO}/coupons/claim?code=NOSUCH`, {
      token: users[Math.floor(i / perUser)]!.token,
    }));
    // The last user has tried nothing yet.
    expectLimited(await from('10.7.1.1', 'POST', `${DEMO}/coupons/claim?code=NOSUCH`, { token: users.at(-1)!.token }));
  });
});

describe('analytics events', () => {
  test(`over ${LIMITS.trackPerAddress.limit} events a minute from one address: 429`, async () => {
    const track = (address: string) => from(address, 'POST', `${DEMO}/track/create`, { body: { event: 'page_view' } });
    await spend(LIMITS.trackPerAddress.limit, () => track('10.8.0.1'));
    expectLimited(await track('10.8.0.1'));
    expect((await track('10.8.0.2')).status).toBe(200);
  });
});

describe('counters', () => {
  test('ended windows are deleted as the clock moves on', async () => {
    await from('10.9.0.1', 'POST', `${DEMO}/auth/mixin`, { body: { code: 'x' } });
    await from('10.9.0.2', 'POST', `${DEMO}/auth/mixin`, { body: { code: 'x' } });
    expect(await countRows(server, 'rate_limits')).toBe(2);
    server.clock.advance(2 * 3600);
    await from('10.9.0.3', 'POST', `${DEMO}/auth/mixin`, { body: { code: 'x' } });
    expect(await countRows(server, 'rate_limits')).toBe(1);
  });
});

describe('client addresses', () => {
  test('without TRUST_PROXY, X-Forwarded-For is ignored: it cannot dodge a limit', async () => {
    const direct = createTestServer();
    try {
      const exchange = (address: string) => direct.call('POST', `${DEMO}/auth/mixin`, {
        body: { code: 'x' }, headers: { 'X-Forwarded-For': address },
      });
      await spend(LIMITS.signInPerAddress.limit, (i) => exchange(`10.10.0.${i}`));
      expectLimited(await exchange('10.10.1.1'));
    } finally {
      direct.close();
    }
  });

  test('over a real socket, each peer address has its own count', async () => {
    const direct = createTestServer();
    const listener = await new Promise<Server>((resolve) => {
      const started = listenApp(direct.app, { port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = listener.address() as AddressInfo;
    const exchange = (localAddress: string, forwardedFor?: string) => new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1', port, localAddress, method: 'POST', path: `${DEMO}/auth/mixin`,
        headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
      }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ code: 'x' }));
    });
    try {
      for (let i = 0; i < LIMITS.signInPerAddress.limit; i++) expect(await exchange('127.0.0.1', `10.11.0.${i}`)).toBe(401);
      expect(await exchange('127.0.0.1')).toBe(429);
      expect(await exchange('127.0.0.2')).toBe(401);
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      direct.close();
    }
  });

  test('IPv6 addresses count by their /64; IPv4 mapped into IPv6 as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});
