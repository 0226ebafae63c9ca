import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, expectError, type TestResponse } from './test/helpers';

// Bad input of every kind is the caller's mistake: 400 {code: 100400, message}, never a 500, and the
// message quotes at most a short excerpt of what was sent.

const server = createTestServer();
afterAll(() => server.close());
const G = '/api/groups/demo';
let member: string;
beforeAll(async () => {
  member = (await server.login('member')).token;
});

/** The longest excerpt of a rejected value a message may carry, with room for the words around it. */
const MAX_MESSAGE_LENGTH = 300;

function expectValidation(res: TestResponse, message = /^/): void {
  expectError(res, 400, 100400);
  expect(res.body.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  expect(res.body.message).toMatch(message);
}

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number, leaf: string) => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  test.each([
    ['analytics props', '/track/create', (depth: number) => `{"event":"x","props":{"a":${nestedArrays(depth)}}}`],
    ['a member search', '/users/members', (depth: number) => `{"q":${nestedArrays(depth)}}`],
    ['a refresh', '/auth/refresh', (depth: number) => nestedObjects(depth, '1')],
  ])('in %s is refused before validation, at any depth the body limit allows', async (_name, path, body) => {
    for (const depth of [100, 10_000, 100_000]) {
      const res = await server.call('POST', `${G}${path}`, { rawBody: body(depth), token: member });
      expectValidation(res, /nested/);
    }
  });

  test('a body nested as deep as the limit still reaches the route', async () => {
    const props = { a: JSON.parse(nestedObjects(30, '"leaf"')) };
    const res = await server.post(`${G}/track/create`, { event: 'deep', props }, member);
    expect(res.status).toBe(200);
  });

  test('brackets inside strings do not count as nesting', async () => {
    const res = await server.post(`${G}/track/create`, { event: 'brackets', props: { a: '['.repeat(1000) } }, member);
    expect(res.status).toBe(200);
  });
});

describe('offsets and limits beyond the integer range SQLite and JavaScript share', () => {
  const huge = ['99999999999999999999', '9223372036854775808', '9007199254740993', '1'.repeat(400)];

  test.each([
    ['courses', (n: string) => `/courses/?offset=${n}`],
    ['courses (limit)', (n: string) => `/courses/?limit=${n}`],
    ['favourites', (n: string) => `/favorites?start=${n}`],
    ['albums', (n: string) => `/course-albums/?offset=${n}`],
    ['my activities', (n: string) => `/users/me/activities?limit=${n}`],
    ['stream messages', (n: string) => `/stream/messages?limit=${n}`],
  ])('in the %s query are 100400', async (_name, path) => {
    for (const n of huge) expectValidation(await server.get(`${G}${path(n)}`, member));
  });

  test('in a member search body are 100400', async () => {
    for (const offset of [1e20, 2 ** 63, 2 ** 53 + 2, 1.5, -1]) {
      expectValidation(await server.call('POST', `${G}/users/members`, { rawBody: `{"offset":${offset}}`, token: member }));
    }
    expectValidation(await server.call('POST', `${G}/users/members`, { rawBody: '{"limit":1e400}', token: member }));
  });

  test('the largest safe offset is an empty page, not an error', async () => {
    const max = Number.MAX_SAFE_INTEGER;
    const courses = await server.get(`${G}/courses/?offset=${max}`, member);
    expect(courses.status).toBe(200);
    expect(courses.body.data.courses).toEqual([]);
    const members = await server.post(`${G}/users/members`, { offset: max }, member);
    expect(members.status).toBe(200);
    expect(members.body.data.members).toEqual([]);
    expect((await server.get(`${G}/favorites?start=${max}`, member)).body.data.items).toEqual([]);
    expect((await server.get(`${G}/course-albums/?offset=${max}`, member)).body.data).toEqual([]);
  });
});

describe('search strings', () => {
  const megabyte = 'x'.repeat(1_000_000);

  test('a 1 MB member search is 100400 and the message does not echo it', async () => {
    const res = await server.post(`${G}/users/members`, { q: megabyte }, member);
    expectValidation(res, /^invalid q: /);
  });

  test.each([
    ['members (body)', (q: string) => server.post(`${G}/users/members`, { q }, member)],
    ['courses', (q: string) => server.get(`${G}/courses/?q=${encodeURIComponent(q)}`, member)],
    ['favourites', (q: string) => server.get(`${G}/favorites?key=${encodeURIComponent(q)}`, member)],
  ])('%s take up to 200 characters', async (_name, search) => {
    expect((await search('é'.repeat(200))).status).toBe(200);
    expectValidation(await search('é'.repeat(201)), /200/);
  });

  test('a LIKE pattern of wildcards at the limit is answered', async () => {
    expect((await server.post(`${G}/users/members`, { q: '%_'.repeat(100) }, member)).status).toBe(200);
  });
});

describe('messages quote at most a short excerpt of a rejected value', () => {
  test('a huge value of the wrong type', async () => {
    const res = await server.post(`${G}/users/members`, { q: ['y'.repeat(500_000)] }, member);
    expectValidation(res, /^invalid q: /);
  });

  test('a huge unknown field name', async () => {
    const body = { token: 't', phone_code: '86', phone_number: '13800000000', captcha: '123456', ['k'.repeat(100_000)]: 1 };
    const res = await server.post(`${G}/auth/register`, body);
    expectValidation(res, /^unknown field k+…$/);
  });
});

describe('values a message cannot quote', () => {
  // superstruct quotes a refused value with `${value}`, which throws for an object whose toString is not a function.
  test.each([
    ['a field', '{"refresh_token": {"toString": 0}}'],
    ['an array item', '{"refresh_token": [{"toString": "x"}]}'],
    ['a nested object', '{"refresh_token": {"a": {"toString": null}}}'],
  ])('an object with its own toString in %s is 100400', async (_name, rawBody) => {
    expectValidation(await server.call('POST', `${G}/auth/refresh`, { rawBody }), /toString/);
  });
});

describe('bodies the parsers cannot read', () => {
  const FORMS = ['/sandbox/kyc', '/sandbox/nft', '/sandbox/mixin/pay', '/sandbox/wechat/pay', '/sandbox/alipay/pay', '/sandbox/reborn/pay'];
  const broken: [string, string, string][] = [
    ['a multipart body cut short', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="session"\r\n\r\nabc'],
    ['a multipart body that is not multipart', 'multipart/form-data; boundary=zzz', 'session=abc'],
    ['multipart without a boundary', 'multipart/form-data', '--zzz\r\n'],
  ];

  test.each(FORMS)('%s answers 100400 to broken multipart bodies', async (path) => {
    for (const [name, type, rawBody] of broken) {
      const res = await server.call('POST', path, { rawBody, headers: { 'Content-Type': type } });
      expect(res.status, name).toBe(400);
      expectValidation(res, /form/);
    }
  });

  test.each(FORMS)('%s answers 100400 to a body that is not a form', async (path) => {
    for (const type of ['application/json', 'text/plain']) {
      const res = await server.call('POST', path, { rawBody: '{"session":"abc"}', headers: { 'Content-Type': type } });
      expectValidation(res, /form/);
    }
  });

  test('a well-formed multipart form is still read', async () => {
    const form = new FormData();
    form.set('group', 'nft');
    form.set('persona', 'lecturer');
    form.set('outcome', 'success');
    const res = await server.app.request('/sandbox/nft', { method: 'POST', body: form });
    expect(res.status).toBe(303);
  });

  test.each([
    ['a form', 'application/x-www-form-urlencoded'],
    ['text', 'text/plain'],
    ['multipart', 'multipart/form-data; boundary=zzz'],
  ])('a JSON route answers 100400 to %s', async (_name, type) => {
    const res = await server.call('POST', '/sandbox/control/maintenance', {
      rawBody: '{"group":"demo","on":true}', headers: { 'Content-Type': type },
    });
    expectValidation(res, /JSON/);
    expect((await server.get(`${G}/config`)).status).toBe(200);
  });

  test('a JSON body declared as JSON of another flavour, or with a charset, is read', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await server.call('POST', `${G}/track/create`, { rawBody: '{"event":"typed"}', headers: { 'Content-Type': type } });
      expect(res.status, type).toBe(200);
    }
  });
});
