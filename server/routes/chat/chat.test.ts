import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { assert } from 'superstruct';
import {
  CHAT_BACKLOG_PAGE, CHAT_CLOSE_AUTH_TIMEOUT, CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_RESTART, CHAT_CLOSE_UNAUTHORIZED, ChatMessage, ChatMessagePage,
  ChatServerFrame, ChatState,
} from '../../../contract/chat';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { CHAT_SEED } from '../../seed/chat';
import { TestSocket, type Frame } from '../../test/chat-socket';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';
import { USDT, readWalletEverywhere, walletPays } from '../../test/joining';
import { deniedWordIn, linkAllowed, linksIn, unsubscribeInactive } from './chat.service';

const G = '/api/groups/demo';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type Tokens = Record<'owner' | 'admin' | 'lecturer' | 'member' | 'pending' | 'banned', string>;

async function tokensOf(server: TestServer): Promise<Tokens> {
  const entries = await Promise.all((['owner', 'admin', 'lecturer', 'member', 'pending', 'banned'] as const)
    .map(async (persona) => [persona, (await server.login(persona)).token] as const));
  return Object.fromEntries(entries) as Tokens;
}

const send = (server: TestServer, token: string, body: Record<string, unknown>, group = 'demo') =>
  server.post(`/api/groups/${group}/chat/messages`, { client_id: randomUUID(), kind: 'text', ...body }, token);
const say = (server: TestServer, token: string, text: string) => send(server, token, { text });
const del = (server: TestServer, token: string, seq: number) => server.call('DELETE', `${G}/chat/messages/${seq}`, { token });
const putChat = (server: TestServer, token: string, query: string) => server.put(`${G}/chat/?${query}`, {}, token);

function checkFrame(frame: Frame): Frame {
  assert(frame, ChatServerFrame);
  return frame;
}

describe('chat over HTTP', () => {
  let server: TestServer;
  let t: Tokens;
  beforeAll(async () => {
    server = createTestServer();
    t = await tokensOf(server);
    if ((await putChat(server, t.admin, 'rate_limit=0')).status !== 200) throw new Error('setup: rate_limit=0 refused');
  });
  afterAll(() => server.close());

  test('the seeded chat: the latest page oldest first, paging back with before, catching up with after', async () => {
    const latest = await server.get(`${G}/chat/messages?limit=20`, t.member);
    expect(latest.status).toBe(200);
    assert(latest.body.data, ChatMessagePage);
    const seqs = latest.body.data.messages.map((m: ChatMessage) => m.seq);
    expect(seqs).toHaveLength(20);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const older = (await server.get(`${G}/chat/messages?limit=20&before=${seqs[0]}`, t.member)).body.data.messages;
    expect(older.at(-1).seq).toBeLessThan(seqs[0]);
    expect(older).toHaveLength(20);
    const after = (await server.get(`${G}/chat/messages?after=${seqs[9]}`, t.member)).body.data;
    expect(after.messages.map((m: ChatMessage) => m.seq)).toEqual(seqs.slice(10));
    expect(after.truncated).toBe(false);
    const capped = (await server.get(`${G}/chat/messages?after=0&limit=5`, t.member)).body.data;
    expect(capped.messages).toHaveLength(5);
    expect(capped.truncated).toBe(true);
    // Every kind is there: a reply, an image with a signed link, a recalled one blanked, system events.
    const all = (await server.get(`${G}/chat/messages?limit=500`, t.member)).body.data.messages as ChatMessage[];
    expect(all.find((m) => m.reply_to)?.reply_to).toMatchObject({ excerpt: expect.any(String), kind: 'text' });
    expect(all.find((m) => m.kind === 'image')?.image?.url).toMatch(/\/attachments\/.+\?exp=\d+&sig=/);
    expect(all.find((m) => m.state === 'recalled')).toMatchObject({ text: '', image: null });
    // The admin's open pack, shared: the latest message is its red packet.
    expect(all.at(-1)).toMatchObject({ kind: 'luckycoin', luckycoin: { greeting: 'Thanks for joining the live session' } });
    expect(new Set(all.filter((m) => m.kind === 'system').map((m) => m.system!.event)))
      .toEqual(new Set(['member_joined', 'kudos_sent', 'luckycoin_sent', 'mode_changed', 'announcement']));
  });

  test('who reads: members and staff; a guest 100401, the pending user 100461, the banned 100403', async () => {
    expectError(await server.get(`${G}/chat/messages`), 401, ErrorCode.loginRequired);
    expectError(await server.get(`${G}/chat/messages`, t.pending), 403, ErrorCode.memberRequired);
    expectError(await server.get(`${G}/chat/messages`, t.banned), 403, ErrorCode.forbidden);
    expectError(await server.get(`${G}/chat/state`, t.pending), 403, ErrorCode.memberRequired);
    expectError(await say(server, t.pending, 'hi'), 403, ErrorCode.memberRequired);
    expectError(await server.get(`${G}/chat/messages?channel=elsewhere`, t.member), 400, ErrorCode.validation);
    expectError(await server.get(`${G}/chat/messages?before=3&after=1`, t.member), 400, ErrorCode.validation);
  });

  test('a text is stored as typed (trimmed) and answered; the same client_id again is the same message, one row', async () => {
    const clientId = randomUUID();
    const text = '  <b>not html</b> & 你好  ';
    const first = await send(server, t.member, { client_id: clientId, text });
    expect(first.status).toBe(200);
    assert(first.body.data.message, ChatMessage);
    expect(first.body.data.message).toMatchObject({
      text: '<b>not html</b> & 你好', kind: 'text', state: 'normal', client_id: clientId, channel: 'group',
      author: { user_id: PERSONAS.member.user_id, role: 'user' }, reply_to: null, image: null, system: null,
    });
    const again = await send(server, t.member, { client_id: clientId, text: 'something else' });
    expect(again.body.data.message).toEqual(first.body.data.message);
    expect(await server.sql.value('SELECT COUNT(*) FROM chat_messages WHERE client_id = ?', clientId)).toBe(1);
  });

  test('seq is strictly increasing and never reused, even after a delete', async () => {
    const a = (await say(server, t.member, 'one')).body.data.message.seq;
    await server.sql.run('DELETE FROM chat_messages WHERE seq = ?', a);
    const b = (await say(server, t.member, 'two')).body.data.message.seq;
    expect(b).toBeGreaterThan(a);
  });

  test('empty, too long, bad reply_to and bad attachments are refused with their codes', async () => {
    expectError(await say(server, t.member, '   '), 400, ErrorCode.chatTextInvalid);
    expectError(await say(server, t.member, 'x'.repeat(2001)), 400, ErrorCode.chatTextInvalid);
    expect((await say(server, t.member, 'x'.repeat(2000))).status).toBe(200);
    expectError(await send(server, t.member, { text: 'hi', reply_to: 99_999_999 }), 400, ErrorCode.chatReplyInvalid);
    expectError(await send(server, t.member, { kind: 'image', attachment_id: 'nope' }), 400, ErrorCode.chatAttachmentInvalid);
    expectError(await send(server, t.member, { kind: 'image' }), 400, ErrorCode.chatAttachmentInvalid);
    expectError(await send(server, t.member, { client_id: 'not-a-uuid', text: 'x' }), 400, ErrorCode.validation);
  });

  test('an image the sender uploaded goes out with a signed link; a reply quotes its target', async () => {
    const form = new FormData();
    const bytes = new Uint8Array(300);
    bytes.set(PNG_HEAD);
    form.append('file', new File([bytes], 'p.png', { type: 'image/png' }));
    const upload = await server.app.request(`${G}/attachments/create`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${t.member}` } });
    const attachmentId = ((await upload.json()) as { data: { attachment_id: string } }).data.attachment_id;
    // Someone else's upload is not theirs to send.
    expectError(await send(server, t.admin, { kind: 'image', attachment_id: attachmentId }), 400, ErrorCode.chatAttachmentInvalid);
    const image = (await send(server, t.member, { kind: 'image', attachment_id: attachmentId })).body.data.message;
    expect(image).toMatchObject({ kind: 'image', text: '', image: { attachment_id: attachmentId, url: expect.stringContaining(attachmentId) } });
    const target = (await say(server, t.lecturer, 'A'.repeat(100))).body.data.message;
    const reply = (await send(server, t.member, { text: 'agreed', reply_to: target.seq })).body.data.message;
    expect(reply.reply_to).toEqual({
      seq: target.seq, message_id: target.message_id, author_name: 'Prof. Lena', excerpt: `${'A'.repeat(79)}…`, kind: 'text',
    });
  });

  test('deny words: refused (not dropped), the word named; case and width do not matter', async () => {
    const refused = await say(server, t.member, 'Buy SCAMCOIN today');
    expectError(refused, 400, ErrorCode.chatDenyWord);
    expect(refused.body.message).toContain('scamcoin');
    expectError(await say(server, t.member, '有人代投吗'), 400, ErrorCode.chatDenyWord);
    expectError(await say(server, t.member, 'ｓｃａｍｃｏｉｎ'), 400, ErrorCode.chatDenyWord);
    expect(deniedWordIn('a scam, coin', ['scamcoin'])).toBeNull();
  });

  test('links: only with an allowed prefix, bare domains too; the link is named', async () => {
    const refused = await say(server, t.member, 'look at https://evil.example.com/win now');
    expectError(refused, 400, ErrorCode.chatLinkNotAllowed);
    expect(refused.body.message).toContain('https://evil.example.com/win');
    expectError(await say(server, t.member, 'go to evil.com/win'), 400, ErrorCode.chatLinkNotAllowed);
    expectError(await say(server, t.member, 'see http://mixin.one/x'), 400, ErrorCode.chatLinkNotAllowed);
    expectError(await say(server, t.member, 'docs at https://example.org/blog'), 400, ErrorCode.chatLinkNotAllowed);
    expect((await say(server, t.member, 'the wallet: https://mixin.one/messenger.')).status).toBe(200);
    expect((await say(server, t.member, 'docs: https://example.org/docs/start, thanks')).status).toBe(200);
    expect((await say(server, t.member, 'bare: mixin.one/download')).status).toBe(200);
    expect((await say(server, t.member, 'node.js and file.txt are not links; mail me at a@evil.com')).status).toBe(200);
    expect(linksIn('x https://a.com/p), y.org?q=1 ，z.cn。')).toEqual([
      { text: 'https://a.com/p', bare: false }, { text: 'y.org?q=1', bare: true }, { text: 'z.cn', bare: true },
    ]);
    // A host boundary: an entry's host never matches a longer host.
    expect(linkAllowed({ text: 'https://mixin.one.evil.com/', bare: false }, ['https://mixin.one/'])).toBe(false);
    expect(linkAllowed({ text: 'MIXIN.ONE/x', bare: true }, ['https://mixin.one/'])).toBe(true);
  });

  test('rate limit: counted per member over the last 60 s, 429 with Retry-After; staff are not limited', async () => {
    expect((await putChat(server, t.admin, 'rate_limit=2')).body.data.rate_limit).toBe(2);
    server.clock.advance(61);
    const oneId = randomUUID();
    expect((await send(server, t.member, { client_id: oneId, text: 'one' })).status).toBe(200);
    server.clock.advance(10);
    expect((await say(server, t.member, 'two')).status).toBe(200);
    const third = await say(server, t.member, 'three');
    expectError(third, 429, ErrorCode.chatRateLimited);
    expect(third.headers.get('Retry-After')).toBe('50');
    // A retry of an accepted message answers it again, limit or not.
    const retried = await send(server, t.member, { client_id: oneId, text: 'one' });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message.text).toBe('one');
    for (let i = 0; i < 4; i += 1) expect((await say(server, t.lecturer, `lecture ${i}`)).status).toBe(200);
    server.clock.advance(51);
    expect((await say(server, t.member, 'four')).status).toBe(200);
    // Concurrent sends: never more than the limit get through.
    server.clock.advance(61);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => say(server, t.member, `burst ${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    await putChat(server, t.admin, 'rate_limit=0');
  });

  test('modes: lecture and mute leave only lecturer authority speaking; streaming sends members to the stream', async () => {
    const state = await putChat(server, t.admin, 'mode=lecture');
    assert(state.body.data, ChatState);
    expect(state.body.data).toMatchObject({ mode: 'lecture', can_send: true, lecturing_or_streaming_started_at: expect.any(String) });
    expect((await server.get(`${G}/chat/state`, t.member)).body.data.can_send).toBe(false);
    expectError(await say(server, t.member, 'may I?'), 403, ErrorCode.chatModeRestricted);
    expect((await say(server, t.lecturer, 'the lecture')).status).toBe(200);
    expect((await say(server, t.admin, 'an admin speaks too')).status).toBe(200);
    // Lecturers stop lecturing; members may not.
    expectError(await server.post(`${G}/chat/stop-lecturing`, {}, t.member), 403, ErrorCode.chatNotLecturer);
    const stopped = await server.post(`${G}/chat/stop-lecturing`, {}, t.lecturer);
    expect(stopped.body.data).toMatchObject({ mode: 'free', lecturing_or_streaming_started_at: null, can_send: true });
    await putChat(server, t.admin, 'mode=mute');
    expectError(await say(server, t.member, 'muted?'), 403, ErrorCode.chatModeRestricted);
    expect((await say(server, t.lecturer, 'lecturers speak in mute mode')).status).toBe(200);
    expectError(await putChat(server, t.member, 'mode=free'), 403, ErrorCode.forbidden);
    await putChat(server, t.admin, 'mode=free');
    // Streaming: the mode cannot change; members chat in the stream's channel.
    const stream = (await server.post(`${G}/stream/start`, { title: 'Live' }, t.admin)).body.data;
    expectError(await putChat(server, t.admin, 'mode=lecture'), 409, ErrorCode.chatModeLocked);
    expectError(await say(server, t.member, 'in the group?'), 403, ErrorCode.chatStreaming);
    const inStream = await send(server, t.member, { channel: `stream:${stream.stream_id}`, text: 'in the stream' });
    expect(inStream.body.data.message).toMatchObject({ channel: `stream:${stream.stream_id}`, text: 'in the stream' });
    expectError(await send(server, t.member, { channel: 'stream:other', text: 'x' }), 404, ErrorCode.chatNoLiveStream);
    await server.post(`${G}/stream/stop`, {}, t.admin);
    expectError(await send(server, t.member, { channel: `stream:${stream.stream_id}`, text: 'x' }), 404, ErrorCode.chatNoLiveStream);
    const events = (await server.get(`${G}/chat/messages?limit=50`, t.member)).body.data.messages
      .filter((m: ChatMessage) => m.system?.event === 'mode_changed').map((m: ChatMessage) => m.system!.data.mode);
    expect(events.slice(-6)).toEqual(['lecture', 'free', 'mute', 'free', 'streaming', 'free']);
  });

  test('banned and blocked members cannot send', async () => {
    expectError(await say(server, t.banned, 'hello'), 403, ErrorCode.forbidden);
    await server.sql.run("UPDATE memberships SET state = 'blocked' WHERE group_id = 'demo' AND user_id = ?", PERSONAS.member.user_id);
    try {
      // Blocked is shut out as banned is (issue 14 point 2): the guard's 100403, the app's banned screen.
      expectError(await say(server, t.member, 'hello'), 403, ErrorCode.forbidden);
    } finally {
      await server.sql.run("UPDATE memberships SET state = 'paid' WHERE group_id = 'demo' AND user_id = ?", PERSONAS.member.user_id);
    }
  });

  test('recall by the author within 2 minutes, not after; delete by an admin any time; others cannot', async () => {
    const mine = (await say(server, t.member, 'oops')).body.data.message;
    expectError(await del(server, t.lecturer, mine.seq), 403, ErrorCode.chatRemoveNotAllowed);
    server.clock.advance(119);
    const recalled = await del(server, t.member, mine.seq);
    expect(recalled.body.data.message).toMatchObject({ seq: mine.seq, state: 'recalled', text: '' });
    const late = (await say(server, t.member, 'too late to take back')).body.data.message;
    server.clock.advance(121);
    expectError(await del(server, t.member, late.seq), 409, ErrorCode.chatRecallExpired);
    const deleted = await del(server, t.admin, late.seq);
    expect(deleted.body.data.message).toMatchObject({ state: 'deleted', text: '' });
    expect(await server.sql.value('SELECT text FROM chat_messages WHERE seq = ?', late.seq)).toBe('');
    expectError(await del(server, t.admin, 99_999_999), 404, ErrorCode.chatMessageNotFound);
    expectError(await del(server, t.admin, Number.MAX_SAFE_INTEGER * 100), 404, ErrorCode.chatMessageNotFound);
  });

  test('announcement: pinned in the state, posted as an event; over 500 characters refused; empty clears', async () => {
    const state = (await putChat(server, t.admin, `announcement=${encodeURIComponent('Read the rules')}`)).body.data;
    expect(state.announcement).toBe('Read the rules');
    expect((await server.get(`${G}/chat/state`, t.member)).body.data.announcement).toBe('Read the rules');
    const last = (await server.get(`${G}/chat/messages?limit=1`, t.member)).body.data.messages[0];
    expect(last.system).toEqual({ event: 'announcement', data: { text: 'Read the rules' } });
    expectError(await putChat(server, t.admin, `announcement=${'x'.repeat(501)}`), 400, ErrorCode.validation);
    expectError(await putChat(server, t.admin, ''), 400, ErrorCode.validation);
    expect((await putChat(server, t.admin, 'announcement=')).body.data.announcement).toBe('');
  });

  test('subscribe and unsubscribe switch the caller only', async () => {
    expect((await server.post(`${G}/chat/unsubscribe`, {}, t.member)).body.data.subscribed).toBe(false);
    expect((await server.get(`${G}/chat/state`, t.member)).body.data.subscribed).toBe(false);
    expect((await server.get(`${G}/chat/state`, t.owner)).body.data.subscribed).toBe(true);
    expect((await server.post(`${G}/chat/subscribe`, {}, t.member)).body.data.subscribed).toBe(true);
  });

  test('settings: deny words need 2 letters, allow-list entries a host; the lists are stored and read back', async () => {
    const put = (body: object) => server.put(`${G}/settings/full`, body, t.owner);
    expectError(await put({ deny_words: ['ok', 'x'] }), 400, ErrorCode.chatDenyWordInvalid);
    expectError(await put({ deny_words: ['1 2'] }), 400, ErrorCode.chatDenyWordInvalid);
    expectError(await put({ link_allow_list: ['mixin.one'] }), 400, ErrorCode.chatAllowListInvalid);
    expectError(await put({ link_allow_list: ['ftp://mixin.one/'] }), 400, ErrorCode.chatAllowListInvalid);
    expectError(await put({ chat_rate_limit: 601 }), 400, ErrorCode.validation);
    const saved = (await put({ deny_words: [' spam ', 'SPAM', '刷单'], link_allow_list: ['https://a.example/'], chat_inactive_days: 7 })).body.data;
    expect(saved).toMatchObject({ deny_words: ['spam', '刷单'], link_allow_list: ['https://a.example/'], chat_inactive_days: 7 });
    expectError(await say(server, t.member, 'spam'), 400, ErrorCode.chatDenyWord);
    expect((await say(server, t.member, 'scamcoin is no longer denied')).status).toBe(200);
    await put({ deny_words: [...CHAT_SEED.denyWords], link_allow_list: [...CHAT_SEED.allowList], chat_inactive_days: 30 });
  });
});

describe('system events from other features', () => {
  let server: TestServer;
  beforeAll(() => {
    server = createTestServer();
  });
  afterAll(() => server.close());

  test('a member joining (free entry) and a mode change through the settings post events', async () => {
    const { token } = await server.login('new', 'free');
    expect((await server.post('/api/groups/free/invitations/confirm-existed', {}, token)).status).toBe(200);
    const owner = (await server.login('owner', 'free')).token;
    await server.put('/api/groups/free/settings/full', { 'group-mode': 'mute' }, owner);
    const messages = (await server.get('/api/groups/free/chat/messages', token)).body.data.messages as ChatMessage[];
    expect(messages.map((m) => m.system?.event)).toEqual(['member_joined', 'mode_changed']);
    expect(messages[0]!.system!.data.full_name).toEqual(expect.any(String));
    expect(messages[1]).toMatchObject({ author: null, kind: 'system', system: { data: { mode: 'mute' } }, client_id: null });
  });
});

describe('system events of payments', () => {
  let server: TestServer;
  beforeAll(() => {
    server = createTestServer();
  });
  afterAll(() => server.close());

  const events = async (token: string) => ((await server.get(`${G}/chat/messages?limit=5`, token)).body.data.messages as ChatMessage[])
    .filter((m) => m.kind === 'system');

  test('a paid tip posts kudos_sent; a repeated notification posts nothing more; a paid pack posts nothing by itself', async () => {
    const member = (await server.login('member')).token;
    const tip = (await server.post(`${G}/tip/gen_transfer`, { recipient_id: PERSONAS.lecturer.user_id, asset_id: USDT, amount: '1.5' }, member)).body.data;
    expect((await walletPays(server, { reference: tip.trace, asset_id: tip.asset_id, amount: tip.amount })).state).toBe('PAID');
    const kudos = {
      event: 'kudos_sent', data: { to_name: PERSONAS.lecturer.full_name, full_name: PERSONAS.member.full_name, symbol: 'USDT', amount: tip.amount },
    };
    expect((await events(member)).at(-1)!.system).toEqual(kudos);
    const pack = (await server.post(`${G}/luckycoin/create`, { asset_id: USDT, amount: '1', shares: 5, greeting: 'Hi all', mode: 'random' }, member)).body.data.pack;
    expect((await walletPays(server, { reference: pack.pack_id, asset_id: USDT, amount: pack.amount })).state).toBe('PAID');
    // The wallet read again from the start (a lost cursor): the same transfers post nothing more.
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);
    const last = await events(member);
    expect(last.at(-1)!.system).toEqual(kudos);
    expect(last.filter((m) => m.system!.event === 'kudos_sent')).toHaveLength(1);
    // The pack reaches the chat when its sender shares it ('a lucky-coin pack shared to the chat').
    const latest = (await server.get(`${G}/chat/messages?limit=5`, member)).body.data.messages as ChatMessage[];
    expect(latest.some((m) => m.luckycoin?.pack_id === pack.pack_id || m.system?.event === 'luckycoin_sent')).toBe(false);
  });
});

describe('a lucky-coin pack shared to the chat', () => {
  let server: TestServer;
  let t: Tokens;
  beforeAll(() => {
    server = createTestServer();
  });
  // Fresh tokens for each test: one of them moves the clock a day on.
  beforeEach(async () => {
    t = await tokensOf(server);
  });
  afterAll(() => server.close());

  const createPack = async (token: string, greeting = 'Happy new year') =>
    (await server.post(`${G}/luckycoin/create`, { asset_id: USDT, amount: '1', shares: 2, greeting, mode: 'equal' }, token)).body.data.pack as
      { pack_id: string; amount: string };
  const paidPack = async (token: string, greeting?: string) => {
    const pack = await createPack(token, greeting);
    expect((await walletPays(server, { reference: pack.pack_id, asset_id: USDT, amount: pack.amount })).state).toBe('PAID');
    return pack.pack_id;
  };
  const share = (packId: string, token: string, group = 'demo') => server.post(`/api/groups/${group}/luckycoin/${packId}/share`, {}, token);

  test("the sender's share is one lucky-coin message, live to the others and in the history; again answers the same message", async () => {
    const { wsUrl } = await server.listen();
    const socket = await TestSocket.open(wsUrl);
    expect((await socket.auth('demo', t.admin)).type).toBe('ready');
    socket.send({ type: 'subscribe', channel: 'group', after: null });
    const packId = await paidPack(t.member, 'Lucky day 好运');
    const first = await share(packId, t.member);
    expect(first.status).toBe(200);
    assert(first.body.data.message, ChatMessage);
    const message = first.body.data.message as ChatMessage;
    expect(message).toMatchObject({
      kind: 'luckycoin', channel: 'group', text: '', image: null, system: null, reply_to: null, state: 'normal', client_id: null,
      author: { user_id: PERSONAS.member.user_id }, luckycoin: { pack_id: packId, greeting: 'Lucky day 好运' },
    });
    const live = await socket.take((f) => f.type === 'message' && (f.message as ChatMessage).kind === 'luckycoin');
    expect(live.message).toEqual(message);
    const again = await share(packId, t.member);
    expect([again.status, again.body.data.message]).toEqual([200, message]);
    const history = (await server.get(`${G}/chat/messages`, t.lecturer)).body.data.messages as ChatMessage[];
    expect(history.filter((m) => m.luckycoin?.pack_id === packId)).toEqual([message]);
    expect(await server.sql.value('SELECT COUNT(*) FROM chat_messages WHERE pack_id = ?', packId)).toBe(1);
    socket.close();
  });

  test('only its sender shares a pack, only a paid one, only in its own group; an expired pack stays unshared', async () => {
    const unpaid = await createPack(t.member);
    expectError(await share(unpaid.pack_id, t.member), 409, ErrorCode.luckycoinNotPaid);
    const packId = await paidPack(t.member);
    expectError(await share(packId, t.admin), 403, ErrorCode.luckycoinNotSender);
    expectError(await share('no-such-pack', t.member), 404, ErrorCode.notFound);
    // The owner's pack of demo, through the free group (where the owner is a member too), is not there.
    const ownersPack = await paidPack(t.owner);
    expectError(await share(ownersPack, (await server.login('owner', 'free')).token, 'free'), 404, ErrorCode.notFound);
    expectError(await share(packId, t.member, 'free'), 401, ErrorCode.loginRequired);
    const shared = (await share(ownersPack, t.owner)).body.data.message as ChatMessage;
    server.clock.advance(24 * 60 * 60);
    t = await tokensOf(server);
    expectError(await share(packId, t.member), 409, ErrorCode.luckycoinExpired);
    // Shared before it expired: the share still answers its message.
    expect((await share(ownersPack, t.owner)).body.data.message).toEqual(shared);
    const rows = await server.sql.values<string>('SELECT pack_id FROM chat_messages WHERE kind = ?', 'luckycoin');
    expect(rows).not.toContain(packId);
    expect(rows).not.toContain(unpaid.pack_id);
  });

  test('mute mode lets members share packs (§6); a recalled share stays the one share, blank', async () => {
    expect((await putChat(server, t.admin, 'mode=mute')).status).toBe(200);
    const packId = await paidPack(t.member);
    const message = (await share(packId, t.member)).body.data.message as ChatMessage;
    expect(message.kind).toBe('luckycoin');
    expect((await putChat(server, t.admin, 'mode=free')).status).toBe(200);
    const recalled = (await del(server, t.member, message.seq)).body.data.message as ChatMessage;
    expect(recalled).toMatchObject({ state: 'recalled', luckycoin: null });
    expect((await share(packId, t.member)).body.data.message).toEqual(recalled);
  });
});

describe('the daily unsubscribe job', () => {
  let server: TestServer;
  beforeAll(() => {
    server = createTestServer();
  });
  afterAll(() => server.close());

  test('members inactive longer than the group threshold are unsubscribed; active ones stay', async () => {
    const subscribed = (user: string) => server.sql.value(
      "SELECT chat_subscribed FROM memberships WHERE group_id = 'demo' AND user_id = ?", user);
    // Seeded as active now: nothing happens within 30 days.
    expect(await unsubscribeInactive(server.sql, server.clock.now + 29 * 86_400_000)).toBe(0);
    server.clock.advance(20 * 86_400);
    const member = (await server.login('member')).token;
    expect((await say(server, member, 'still here')).status).toBe(200);
    // 31 days after the seed: everyone but the member (active 11 days ago) is past the threshold.
    const count = await unsubscribeInactive(server.sql, server.clock.now + 11 * 86_400_000);
    expect(count).toBeGreaterThan(3);
    expect(await subscribed(PERSONAS.member.user_id)).toBe(1);
    expect(await subscribed(PERSONAS.lecturer.user_id)).toBe(0);
    // A group's own threshold counts.
    await server.sql.run("UPDATE group_settings SET chat_inactive_days = 5 WHERE group_id = 'demo'");
    expect(await unsubscribeInactive(server.sql, server.clock.now + 6 * 86_400_000)).toBe(1);
    expect(await subscribed(PERSONAS.member.user_id)).toBe(0);
  });
});

describe('the WebSocket', () => {
  let server: TestServer;
  let t: Tokens;
  let wsUrl: string;
  let hub: Awaited<ReturnType<TestServer['listen']>>['hub'];
  const sockets: TestSocket[] = [];
  const open = async () => {
    const socket = await TestSocket.open(wsUrl);
    sockets.push(socket);
    return socket;
  };
  const joined = async (token: string, after: number | null = null, channel = 'group') => {
    const socket = await open();
    expect((await socket.auth('demo', token)).type).toBe('ready');
    socket.send({ type: 'subscribe', channel, after });
    if (after !== null) (await socket.backlog()).pages.forEach(checkFrame);
    else await socket.send({ type: 'ping' });
    if (after === null) await socket.take((f) => f.type === 'pong');
    return socket;
  };

  beforeAll(async () => {
    server = createTestServer();
    t = await tokensOf(server);
    await putChat(server, t.admin, 'rate_limit=0');
    ({ wsUrl, hub } = await server.listen({ authTimeoutMs: 300 }));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.stopListening();
    server.close();
  });

  test('a good auth frame answers ready with the user and role', async () => {
    const socket = await open();
    const ready = checkFrame(await socket.auth('demo', t.lecturer));
    expect(ready).toEqual({ type: 'ready', user_id: PERSONAS.lecturer.user_id, role: 'lecturer' });
  });

  test('no auth frame within the time: 4408', async () => {
    const socket = await open();
    expect((await socket.closed).code).toBe(CHAT_CLOSE_AUTH_TIMEOUT);
  });

  test('anything before auth: 4401; a bad token: 4401; another group\'s token: 4401', async () => {
    const early = await open();
    early.send({ type: 'subscribe', channel: 'group', after: null });
    expect((await early.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    const bad = await open();
    bad.send({ type: 'auth', group: 'demo', token: 'not.a.token' });
    expect((await bad.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    const other = await open();
    other.send({ type: 'auth', group: 'demo', token: (await server.login('member', 'free')).token });
    expect((await other.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
  });

  test('banned, pending (not a member) and blocked: 4403', async () => {
    for (const token of [t.banned, t.pending]) {
      const socket = await open();
      socket.send({ type: 'auth', group: 'demo', token });
      expect((await socket.closed).code).toBe(CHAT_CLOSE_FORBIDDEN);
    }
    const { token } = await server.login('new');
    const stranger = await open();
    stranger.send({ type: 'auth', group: 'demo', token });
    expect((await stranger.closed).code).toBe(CHAT_CLOSE_FORBIDDEN);
  });

  test('the token is not accepted in the URL', async () => {
    await expect(TestSocket.open(`${wsUrl}?token=${t.member}`)).rejects.toThrow(/400/);
    await expect(TestSocket.open(`${wsUrl}?access_token=${t.member}`)).rejects.toThrow(/400/);
  });

  test('bad frames get an error frame and the socket stays', async () => {
    const socket = await joined(t.member);
    socket.send('not json');
    expect(checkFrame(await socket.take((f) => f.type === 'error')).code).toBe(ErrorCode.validation);
    socket.send({ type: 'subscribe', channel: 'nowhere', after: null });
    expect((await socket.take((f) => f.type === 'error')).code).toBe(ErrorCode.chatChannelInvalid);
    socket.send({ type: 'subscribe', channel: 'stream:none', after: null });
    expect((await socket.take((f) => f.type === 'error')).code).toBe(ErrorCode.chatNoLiveStream);
    socket.send({ type: 'ping' });
    expect(await socket.take((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  test('an expired token: refused at auth, and a live socket is closed 4401 when its token runs out', async () => {
    const live = await joined(t.member);
    server.clock.advance(7201);
    hub.sweep();
    expect((await live.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    const late = await open();
    late.send({ type: 'auth', group: 'demo', token: t.member });
    expect((await late.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    t = await tokensOf(server);
    // A refreshed token on the same socket keeps it open past the old one's expiry.
    const kept = await joined(t.member);
    const fresh = (await server.login('member')).token;
    server.clock.advance(3600);
    expect((await kept.auth('demo', (await server.login('member')).token)).type).toBe('ready');
    server.clock.advance(3700);
    hub.sweep();
    expect(kept.closeCode).toBeNull();
    void fresh;
    t = await tokensOf(server);
  });

  test('two clients get every message once, in the same (seq) order, the sender too', async () => {
    const a = await joined(t.member);
    const b = await joined(t.owner);
    const sends = await Promise.all(Array.from({ length: 20 }, (_, i) => say(server, i % 2 ? t.member : t.lecturer, `m${i}`)));
    const acked = sends.map((r) => r.body.data.message.seq as number).sort((x, y) => x - y);
    const receive = async (socket: TestSocket) => {
      const got: number[] = [];
      while (got.length < 20) got.push(checkFrame(await socket.take((f) => f.type === 'message')).message.seq);
      return got;
    };
    const [gotA, gotB] = await Promise.all([receive(a), receive(b)]);
    expect(gotA).toEqual(acked);
    expect(gotB).toEqual(acked);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  test('resume: what was sent while disconnected arrives once in the backlog, then live, none twice', async () => {
    const first = await joined(t.member);
    const seen = (await say(server, t.owner, 'before the gap')).body.data.message.seq;
    await first.take((f) => f.type === 'message' && f.message.seq === seen);
    first.close();
    await first.closed;
    const missed: number[] = [];
    for (let i = 0; i < 3; i += 1) missed.push((await say(server, t.owner, `while away ${i}`)).body.data.message.seq);
    const again = await open();
    await again.auth('demo', t.member);
    again.send({ type: 'subscribe', channel: 'group', after: seen });
    const backlog = await again.backlog();
    backlog.pages.forEach(checkFrame);
    expect(backlog.messages.map((m) => m.seq)).toEqual(missed);
    expect(backlog.truncated).toBe(false);
    const live = (await say(server, t.owner, 'after the gap')).body.data.message.seq;
    expect((await again.take((f) => f.type === 'message')).message.seq).toBe(live);
    await new Promise((r) => setTimeout(r, 100));
    expect(again.frames.filter((f) => f.type === 'message' || f.type === 'backlog')).toEqual([]);
  });

  test('a resume from far back is truncated at 500, in pages of CHAT_BACKLOG_PAGE', async () => {
    const socket = await open();
    await socket.auth('demo', t.member);
    const insert = `INSERT INTO chat_messages (message_id, group_id, channel, user_id, kind, text, created_at, created_ms)
      VALUES (?, 'demo', 'group', ?, 'text', 'bulk', ?, ?)`;
    const first = (await say(server, t.owner, 'start')).body.data.message.seq;
    await server.sql.tx(async (sql) => {
      for (let i = 0; i < 510; i += 1) await sql.run(insert, randomUUID(), PERSONAS.owner.user_id, new Date(server.clock.now).toISOString(), server.clock.now);
    });
    socket.send({ type: 'subscribe', channel: 'group', after: first });
    const backlog = await socket.backlog();
    expect(backlog.messages).toHaveLength(500);
    expect(backlog.truncated).toBe(true);
    expect(backlog.pages).toHaveLength(500 / CHAT_BACKLOG_PAGE);
    for (const page of backlog.pages) expect(checkFrame(page).messages).toHaveLength(CHAT_BACKLOG_PAGE);
  });

  test('recall and delete are pushed as update frames', async () => {
    const socket = await joined(t.owner);
    const message = (await say(server, t.member, 'take me back')).body.data.message;
    await socket.take((f) => f.type === 'message' && f.message.seq === message.seq);
    await del(server, t.member, message.seq);
    const update = checkFrame(await socket.take((f) => f.type === 'update'));
    expect(update.message).toMatchObject({ seq: message.seq, state: 'recalled', text: '' });
  });

  test('mode, announcement and stream start push state frames (and the system events)', async () => {
    const socket = await joined(t.member);
    await putChat(server, t.admin, 'mode=lecture');
    const lecture = checkFrame(await socket.take((f) => f.type === 'state'));
    expect(lecture.state).toMatchObject({ mode: 'lecture', lecturing_or_streaming_started_at: expect.any(String) });
    expect((await socket.take((f) => f.type === 'message')).message.system).toEqual({ event: 'mode_changed', data: { mode: 'lecture' } });
    await server.post(`${G}/chat/stop-lecturing`, {}, t.lecturer);
    expect((await socket.take((f) => f.type === 'state')).state).toMatchObject({ mode: 'free', lecturing_or_streaming_started_at: null });
    await putChat(server, t.admin, 'announcement=Pinned');
    expect((await socket.take((f) => f.type === 'state' && f.state.announcement === 'Pinned')).state.announcement).toBe('Pinned');
    expect((await socket.take((f) => f.type === 'message' && f.message.system?.event === 'announcement')).message.system.data)
      .toEqual({ text: 'Pinned' });
    await server.post(`${G}/stream/start`, { title: 'Live' }, t.admin);
    expect((await socket.take((f) => f.type === 'state' && f.state.mode === 'streaming')).state.lecturing_or_streaming_started_at)
      .toEqual(expect.any(String));
    await server.post(`${G}/stream/stop`, {}, t.admin);
    await socket.take((f) => f.type === 'state' && f.state.mode === 'free');
  });

  test('the stream channel: /stream/messages/create arrives live; only for who may watch', async () => {
    const stream = (await server.post(`${G}/stream/start`, { title: 'Live chat' }, t.admin)).body.data;
    const channel = `stream:${stream.stream_id}`;
    const watcher = await joined(t.member, null, channel);
    const created = await server.post(`${G}/stream/messages/create`, { text: 'hello stream' }, t.lecturer);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ stream_id: stream.stream_id, text: 'hello stream', seq: expect.any(Number) });
    const frame = checkFrame(await watcher.take((f) => f.type === 'message'));
    expect(frame).toMatchObject({ channel, message: { channel, text: 'hello stream', seq: created.body.data.seq } });
    const listed = (await server.get(`${G}/stream/messages`, t.member)).body.data.messages;
    expect(listed[0]).toMatchObject({ text: 'hello stream', user_id: PERSONAS.lecturer.user_id });
    // The stream's rules are the chat's: a deny word is refused there too.
    expectError(await server.post(`${G}/stream/messages/create`, { text: 'scamcoin' }, t.member), 400, ErrorCode.chatDenyWord);
    // A paid stream: a member who has not paid may not subscribe to its chat.
    await server.post(`${G}/stream/stop`, {}, t.admin);
    const paid = (await server.post(`${G}/stream/start`, { title: 'Paid', price: { asset_id: 'cny', amount: '9.90' } }, t.admin)).body.data;
    const socket = await joined(t.member);
    socket.send({ type: 'subscribe', channel: `stream:${paid.stream_id}`, after: null });
    expect((await socket.take((f) => f.type === 'error')).code).toBe(ErrorCode.chatStreamNotAllowed);
    await server.post(`${G}/stream/stop`, {}, t.admin);
    expectError(await server.post(`${G}/stream/messages/create`, { text: 'anyone?' }, t.member), 404, ErrorCode.notFound);
  });
});

describe('the WebSocket when the server shuts down', () => {
  test('every socket, signed in or not yet, is closed with 1012 (restart: reconnect), and the hub is done', async () => {
    const server = createTestServer();
    try {
      const { wsUrl } = await server.listen();
      const member = (await server.login('member')).token;
      const signedIn = await TestSocket.open(wsUrl);
      expect((await signedIn.auth('demo', member)).type).toBe('ready');
      const fresh = await TestSocket.open(wsUrl);
      await server.stopListening();
      expect(await signedIn.closed).toEqual({ code: CHAT_CLOSE_RESTART, reason: 'server restart' });
      expect(await fresh.closed).toEqual({ code: CHAT_CLOSE_RESTART, reason: 'server restart' });
    } finally {
      server.close();
    }
  });
});
