import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../contract/errors';
import { SEED_ARTICLE_IDS } from './seed/articles';
import { TestSocket } from './test/chat-socket';
import { createTestServer, expectError, type TestResponse } from './test/helpers';

// Issue 22 point 7: a control character (U+0000 above all) passed validation and failed below it, in
// SQLite's CHECK on length (a 500) or in the search engine (a 500). Every string a request carries is
// now refused at the contract's bounds with 400 and a code of its own: single-line fields (names,
// titles, holders, search text, ids) take no control character at all; multi-line text (contents,
// descriptions, messages, bios) takes line breaks and tabs, and nothing else.

const server = createTestServer();
afterAll(() => server.close());
const G = '/api/groups/demo';

let owner: string;
let admin: string;
let member: string;
let discussionId: string;
let cardId: string;
let titleId: string;
let streamChannel: string;

const ok = (res: TestResponse) => {
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const rows = async (table: string) => Number(await server.sql.value(`SELECT count(*) FROM ${table}`));
/** How many rows of `table` have `column` holding `text` exactly. */
const holding = async (table: string, column: string, text: string) =>
  Number(await server.sql.value(`SELECT count(*) FROM ${table} WHERE ${column} = ?`, text));

beforeAll(async () => {
  owner = (await server.login('owner')).token;
  admin = (await server.login('admin')).token;
  member = (await server.login('member')).token;
  ok(await server.put(`${G}/chat/?rate_limit=0`, {}, admin));
  discussionId = ok(await server.post(`${G}/discussions`, { content: 'A post to reply to' }, member)).discussion_id;
  cardId = ok(await server.post(`${G}/accounts`, {
    holder: 'Mia Member', number: '6212 2640 0000 0000 006', bank: 'China Merchants Bank', phone: '+86 139 0000 0000',
  }, member)).account_id;
  titleId = ok(await server.post(`${G}/invoice_titles`, { kind: 'personal', name: 'Mia Member' }, member)).title_id;
  // While a stream lives, members chat in its channel (the group channel refuses them).
  streamChannel = `stream:${ok(await server.post(`${G}/stream/start`, { title: 'Live' }, admin)).stream_id}`;
});

/** A write that carries `text` in one field, and the table it would land in. */
type Write = { name: string; table: string; send: (text: string) => Promise<TestResponse> };

const post = (path: string, body: Record<string, unknown>, token: () => string) => server.post(`${G}${path}`, body, token());
const put = (path: string, body: Record<string, unknown>, token: () => string) => server.put(`${G}${path}`, body, token());
const patch = (path: string, body: Record<string, unknown>, token: () => string) =>
  server.call('PATCH', `${G}${path}`, { body, token: token() });
const card = { holder: 'Mia Member', number: '6212 2640 0000 0000 006', bank: 'China Merchants Bank', phone: '+86 139 0000 0000' };
const task = () => ({
  title: 'Steps', description: 'Walk.', type: 'daily', start_at: new Date(server.clock.now).toISOString(),
  published: true, patch_allowed: false, qualify_count: 1, utc_offset_minutes: 0,
});
/** A new task the member has joined. */
async function joinedTask(): Promise<string> {
  const id = ok(await post('/checkin/activities', task(), () => admin)).activity_id as string;
  ok(await post('/checkin/activities/join', { activity_id: id }, () => member));
  return id;
}
const article = { title: 'Reading list', link: 'https://example.com/list', summary: 'Ten books.' };

/** Multi-line text: line breaks and tabs are part of it. */
const MULTI_LINE: Write[] = [
  { name: 'a discussion post', table: 'discussions', send: (t) => post('/discussions', { content: `a${t}b` }, () => member) },
  { name: 'a discussion edit', table: 'discussions', send: (t) => patch(`/discussions/${discussionId}`, { content: `a${t}b` }, () => member) },
  { name: 'a reply', table: 'discussion_replies', send: (t) => post(`/discussions/${discussionId}/replies`, { content: `a${t}b` }, () => member) },
  {
    name: 'a chat message', table: 'chat_messages',
    send: (t) => post('/chat/messages', { client_id: randomUUID(), kind: 'text', text: `a${t}b`, channel: streamChannel }, () => member),
  },
  { name: 'a stream message', table: 'chat_messages', send: (t) => post('/stream/messages/create', { text: `a${t}b` }, () => member) },
  { name: 'an article summary', table: 'articles', send: (t) => post('/articles/create', { ...article, summary: `a${t}b` }, () => admin) },
  { name: 'a check-in task description', table: 'checkin_activities', send: (t) => post('/checkin/activities', { ...task(), description: `a${t}b` }, () => admin) },
  // One check-in per period: each goes to a task of its own.
  { name: 'a check-in', table: 'checkin_posts', send: async (t) => post(`/checkin/activities/${await joinedTask()}/post`, { content: `a${t}b` }, () => member) },
];

/** Single-line fields: names, titles, holders. */
const SINGLE_LINE: Write[] = [
  { name: 'a card holder', table: 'bank_accounts', send: (t) => post('/accounts', { ...card, holder: `Mia${t}Member` }, () => member) },
  { name: 'a bank', table: 'bank_accounts', send: (t) => post('/accounts', { ...card, bank: `China${t}Bank` }, () => member) },
  { name: 'a card holder edit', table: 'bank_accounts', send: (t) => put(`/accounts/${cardId}`, { holder: `Mia${t}Member` }, () => member) },
  { name: 'a bank edit', table: 'bank_accounts', send: (t) => put(`/accounts/${cardId}`, { bank: `China${t}Bank` }, () => member) },
  { name: 'an invoice title', table: 'invoice_titles', send: (t) => post('/invoice_titles', { kind: 'personal', name: `Mia${t}Member` }, () => member) },
  {
    name: 'an invoice title edit', table: 'invoice_titles',
    send: (t) => put(`/invoice_titles/${titleId}`, { kind: 'personal', name: `Mia${t}Member` }, () => member),
  },
  { name: 'an article title', table: 'articles', send: (t) => post('/articles/create', { ...article, title: `Reading${t}list` }, () => admin) },
  { name: 'an article title edit', table: 'articles', send: (t) => put(`/articles/${SEED_ARTICLE_IDS.plain}`, { title: `Reading${t}list` }, () => owner) },
  { name: 'a check-in task title', table: 'checkin_activities', send: (t) => post('/checkin/activities', { ...task(), title: `Daily${t}steps` }, () => admin) },
];

/** The characters nothing takes: NUL, BEL, ESC, DEL and the other C0 controls but line breaks and tabs. */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u000b', '\u000c', '\u007f'];
/** What single-line fields refuse as well. */
const LINE_BREAKS = ['\n', '\t', '\r', '\u2028', '\u2029'];

function expectControlRefusal(res: TestResponse, field: RegExp): void {
  expectError(res, 400, ErrorCode.controlCharacters);
  expect(res.body.message).toMatch(field);
  expect(res.body.message).toMatch(/control character/);
}

describe('a control character in a body field is 400 with its own code, and nothing is stored', () => {
  test.each([...MULTI_LINE, ...SINGLE_LINE].map((write) => [write.name, write] as const))('%s', async (_name, write) => {
    for (const control of CONTROLS) {
      const before = await rows(write.table);
      expectControlRefusal(await write.send(control), /^invalid \w+: /);
      expect(await rows(write.table), JSON.stringify(control)).toBe(before);
    }
  });
});

describe('line breaks and tabs', () => {
  test.each(MULTI_LINE.map((write) => [write.name, write] as const))('pass in %s', async (_name, write) => {
    for (const text of ['\n', '\t', '\n\n\t']) expect((await write.send(text)).status, JSON.stringify(text)).toBe(200);
  });

  test.each(SINGLE_LINE.map((write) => [write.name, write] as const))('are refused in %s', async (_name, write) => {
    for (const text of LINE_BREAKS) {
      const before = await rows(write.table);
      expectControlRefusal(await write.send(text), /^invalid \w+: /);
      expect(await rows(write.table), JSON.stringify(text)).toBe(before);
    }
  });

  test('a Windows line break (\\r\\n) or a lone \\r in multi-line text is stored as \\n', async () => {
    const posted = ok(await post('/discussions', { content: 'one\r\ntwo\rthree' }, () => member));
    expect(posted.content).toBe('one\ntwo\nthree');
    const reply = ok(await post(`/discussions/${discussionId}/replies`, { content: 'one\r\ntwo' }, () => member));
    expect(reply.content).toBe('one\ntwo');
    expect(await holding('discussion_replies', 'content', 'one\ntwo')).toBe(1);
  });
});

describe('search text', () => {
  test.each([
    ['discussions', (q: string) => `${G}/discussions?q=${q}`],
    ['courses', (q: string) => `${G}/courses/?q=${q}`],
    ['favourites (key)', (q: string) => `${G}/favorites?key=${q}`],
  ])('in %s: a control character is 400 with its own code, not a search engine failure', async (_name, path) => {
    for (const q of ['ab%00c', '%00', 'ab%07c', 'ab%1Bc', 'ab%7Fc', 'ab%0Ac']) {
      const res = await server.get(path(q), member);
      expectControlRefusal(res, /^invalid (q|key): /);
    }
  });

  test('in a member search body', async () => {
    expectControlRefusal(await server.post(`${G}/users/members`, { q: 'ab\u0000c' }, member), /^invalid q: /);
  });

  test('plain search text still answers', async () => {
    expect((await server.get(`${G}/discussions?q=${encodeURIComponent('reply to')}`, member)).status).toBe(200);
    expect((await server.get(`${G}/courses/?q=abc`, member)).status).toBe(200);
  });
});

describe('the safety net: strings no field bounds', () => {
  test('a string inside a free-form object (analytics props) is refused', async () => {
    const before = await rows('track_events');
    const res = await server.post(`${G}/track/create`, { event: 'x', props: { nested: ['ok', 'a\u0000b'] } }, member);
    expectControlRefusal(res, /^invalid props\.nested\.1: /);
    expect(await rows('track_events')).toBe(before);
  });

  test('an object key holding one is refused', async () => {
    const res = await server.post(`${G}/track/create`, { event: 'x', props: { 'a\u0000b': 1 } }, member);
    expectControlRefusal(res, /^invalid props: /);
  });

  test('a query parameter', async () => {
    expectControlRefusal(await server.get(`${G}/chat/messages?channel=gro%00up`, member), /^invalid channel: /);
  });

  test('a path parameter', async () => {
    for (const path of [`/discussions/ab%00c`, `/discussions/ab%00c/replies`, `/accounts/x%1By`, `/articles/1%00`]) {
      expectControlRefusal(await server.get(`${G}${path}`, member), /^invalid path: /);
    }
    expectControlRefusal(await server.get(`/api/groups/de%00mo/config`), /^invalid path: /);
  });

  test('an encoded percent sign is not a control character', async () => {
    expectError(await server.get(`${G}/discussions/ab%2500c`, member), 404, ErrorCode.notFound);
  });
});

describe('the chat socket', () => {
  test('a frame holding a control character gets an error frame with the code; the socket stays', async () => {
    const { wsUrl } = await server.listen();
    const socket = await TestSocket.open(wsUrl);
    try {
      expect((await socket.auth('demo', member)).type).toBe('ready');
      socket.send({ type: 'subscribe', channel: 'gro\u0000up', after: null });
      const error = await socket.take((f) => f.type === 'error');
      expect(error.code).toBe(ErrorCode.controlCharacters);
      expect(error.message).toMatch(/^invalid channel: .*control character/);
      socket.send({ type: 'ping' });
      expect((await socket.take((f) => f.type === 'pong')).type).toBe('pong');
    } finally {
      socket.close();
      await server.stopListening();
    }
  });
});
