import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { SmsSent, TokenResponse } from '../../../contract/auth';
import { createTestServer, expectError } from '../../test/helpers';
import { STANDINS } from '../../test/standins';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const DEMO = '/api/groups/demo';
const PHONE = { phone_code: '+86', phone_number: '138 0000 2222' };

async function solvedCaptcha(): Promise<string> {
  const res = await server.get(`${STANDINS}/captcha`);
  const { token, question } = res.body.data;
  const [a, b] = question.match(/\d+/g).map(Number);
  expect((await server.post(`${STANDINS}/captcha/solve`, { token, answer: String(a + b) })).body.data).toEqual({ solved: true });
  return token;
}

const sendCode = (token: string, phone = PHONE) => server.post(`${DEMO}/auth/mfa/captcha`, { token, ...phone });
const latestCode = async () => (await server.get(`${STANDINS}/sms/latest?phone=%2B8613800002222`)).body.data.code as string;
const register = (token: string, captcha: string, extra: object = {}) =>
  server.post(`${DEMO}/auth/register`, { token, ...PHONE, captcha, ...extra });

describe('the captcha stand-in', () => {
  test('a sum to solve; a wrong answer is refused, the right one marks it solved', async () => {
    const { token, question } = (await server.get(`${STANDINS}/captcha`)).body.data;
    expect(question).toMatch(/^What is \d+ \+ \d+\?$/);
    const wrong = await server.post(`${STANDINS}/captcha/solve`, { token, answer: '999' });
    expectError(wrong, 409, 100409);
    expect(wrong.body.message).toBe('wrong captcha answer');
    expectError(await server.post(`${STANDINS}/captcha/solve`, { token: 'nope', answer: '1' }), 409, 100409);
  });
});

describe('POST /auth/mfa/captcha', () => {
  test('sends a 6-digit code to the SMS stand-in\'s inbox once the captcha is solved', async () => {
    const res = await sendCode(await solvedCaptcha());
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, SmsSent)).toBe(true);
    expect(res.body.data).toEqual({ retry_after: 60 });
    const sms = (await server.get(`${STANDINS}/sms/latest?phone=%2B8613800002222`)).body.data;
    expect(sms).toMatchObject({ phone: '+8613800002222', used: false });
    expect(sms.code).toMatch(/^\d{6}$/);
    const inbox = await server.get(`${STANDINS}/sms`);
    expect(inbox.headers.get('content-type')).toMatch(/^text\/html/);
    expect(inbox.text).toContain('+8613800002222');
    expect(inbox.text).toContain(sms.code);
    // The text the phone got, through the server's one SMS path (lib/messaging.ts), in the request's language.
    const zh = await server.call('POST', `${DEMO}/auth/mfa/captcha`, {
      body: { token: await solvedCaptcha(), phone_code: '86', phone_number: '13800003333' }, headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(zh.status).toBe(200);
    const code = (await server.get(`${STANDINS}/sms/latest?phone=%2B8613800003333`)).body.data.code as string;
    expect((await server.get(`${STANDINS}/sms/messages?phone=%2B8613800003333`)).body.data).toEqual([
      { phone: '+8613800003333', text: `【Demo Academy】您的登录验证码为 ${code}，5 分钟内有效。请勿告诉他人。`, sent_at: expect.any(String) },
    ]);
  });

  test('an unsolved or spent captcha is refused', async () => {
    const unsolved = (await server.get(`${STANDINS}/captcha`)).body.data.token;
    const res = await sendCode(unsolved);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('captcha not solved or expired');
    const token = await solvedCaptcha();
    await sendCode(token);
    server.clock.advance(61);
    expect((await sendCode(token)).body.message).toBe('captcha not solved or expired');
  });

  test('one SMS a minute per phone, saying how long to wait', async () => {
    await sendCode(await solvedCaptcha());
    server.clock.advance(18);
    const res = await sendCode(await solvedCaptcha());
    expectError(res, 429, 100429);
    expect(res.body.message).toBe('SMS code sent too often: retry in 42 s');
    expect((await sendCode(await solvedCaptcha(), { phone_code: '86', phone_number: '13900003333' })).status).toBe(200);
    server.clock.advance(42);
    expect((await sendCode(await solvedCaptcha())).status).toBe(200);
  });

  test.each([
    [{ token: 't', phone_code: '86' }, /phone_number is required/],
    [{ token: 't', phone_code: 'x86', phone_number: '13800002222' }, /phone_code/],
    [{ token: 't', phone_code: '86', phone_number: '1380000abcd' }, /phone_number/],
    [{ token: 't', phone_code: '86', phone_number: '12' }, /phone_number/],
    [{ phone_code: '86', phone_number: '13800002222' }, /token is required/],
  ])('%j is 100400', async (body, message) => {
    const res = await server.post(`${DEMO}/auth/mfa/captcha`, body);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });
});

describe('POST /auth/register', () => {
  test('the SMS code signs in, creating the user once; the same phone finds the same user', async () => {
    const token = await solvedCaptcha();
    await sendCode(token);
    const res = await register(token, await latestCode());
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, TokenResponse)).toBe(true);
    const first = (await server.get(`${DEMO}/users/me`, res.body.data.token)).body.data;
    expect(first).toMatchObject({ full_name: 'User 2222', state: 'pending', role: 'user' });

    server.clock.advance(60);
    const next = await solvedCaptcha();
    await sendCode(next);
    const again = await register(next, await latestCode());
    expect((await server.get(`${DEMO}/users/me`, again.body.data.token)).body.data.user_id).toBe(first.user_id);
  });

  test('a code works once, for five minutes, with the captcha token it was sent for', async () => {
    const token = await solvedCaptcha();
    await sendCode(token);
    const code = await latestCode();
    const other = await solvedCaptcha();
    const wrongToken = await register(other, code);
    expectError(wrongToken, 409, 100409);
    expect(wrongToken.body.message).toBe('SMS code incorrect or expired');
    expect((await register(token, code)).status).toBe(200);
    expect((await register(token, code)).body.message).toBe('SMS code incorrect or expired');

    server.clock.advance(60);
    const late = await solvedCaptcha();
    await sendCode(late);
    const lateCode = await latestCode();
    server.clock.advance(5 * 60);
    expect((await register(late, lateCode)).body.message).toBe('SMS code incorrect or expired');
  });

  test('five wrong codes spend it', async () => {
    const token = await solvedCaptcha();
    await sendCode(token);
    const code = await latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectError(await register(token, wrong), 409, 100409);
    expect((await register(token, code)).body.message).toBe('SMS code incorrect or expired');
  });

  test('an openid that is not a WeChat user of this group cannot be linked', async () => {
    const token = await solvedCaptcha();
    await sendCode(token);
    const res = await register(token, await latestCode(), { openid: 'wx-nobody' });
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('wechat account cannot be linked to this phone number');
  });

  test.each([
    [{ captcha: '12345' }, /captcha/],
    [{ captcha: 'abcdef' }, /captcha/],
    [{ captcha: undefined }, /captcha is required/],
  ])('%j is 100400', async (patch, message) => {
    const res = await server.post(`${DEMO}/auth/register`, { token: 't', ...PHONE, ...patch });
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });

  test('the SMS stand-in\'s latest for a phone that got nothing is 404', async () => {
    expectError(await server.get(`${STANDINS}/sms/latest?phone=%2B10000000000`), 404, 404);
  });
});
