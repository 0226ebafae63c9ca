import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import type { Viewer } from '../routes/auth/auth.middleware';
import { viewerOfSync } from '../routes/auth/auth.middleware';
import {
  chatMessageInChannel, findChatMessage, findChatMessageByClientId, findChatMessageByPack, findChatMessageBySeq, findChatSettings,
  findChatSubscribed, listChatAfter, listChatBefore, listChatSubscribers, listGroupChatAfter, listSenderTimesSince, listStreamChat,
  maxChannelSeq, maxGroupSeq, type ChatMessageRow,
} from '../routes/chat/chat.repo';
import {
  chatStateFor, groupState, postSystemMessage, removeMessage, sendMessage, setAnnouncement, setMode, setRateLimit, setSubscribed,
  stopLecturing, unsubscribeInactive,
} from '../routes/chat/chat.service';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';
import type { Sql } from './sql';

// The chat (issue 27) asked the same on both engines, on the demo data: history pages, after a cursor,
// recalls, announcements, deny-lists, mutes; a message sent, recalled, a mode changed landing the same.
// And on PostgreSQL: concurrent senders take seqs in commit order, so a reader after its cursor misses none.

const { server, engines, both } = bothEngines();

// An hour after the seed: its messages are out of the rate limit's window.
const NOW = server.clock.now + 3_600_000;
const clock = () => NOW;
const deps = (sql: Sql) => ({ db: server.db, sql, clock });
const viewer = (user: string, group = 'demo'): Viewer => viewerOfSync(server.db, group, user)!;
/** A row without what each engine makes up (the uuid). */
const stable = (row: ChatMessageRow | undefined) => row && {
  ...row, message_id: typeof row.message_id, r_message_id: row.r_message_id === null ? null : typeof row.r_message_id,
};

describe('the chat answers the same on both engines', () => {
  test('history: the latest page, before a seq, after a cursor, a group after its cursor, the newest seqs', async () => {
    const latest = await both((sql) => listChatBefore(sql, 'demo', 'group', null, 20));
    expect(latest).toHaveLength(20);
    const older = await both((sql) => listChatBefore(sql, 'demo', 'group', latest[0]!.seq, 20));
    expect(older.at(-1)!.seq).toBeLessThan(latest[0]!.seq);
    const all = await both((sql) => listChatAfter(sql, 'demo', 'group', 0, 500));
    expect(all.length).toBeGreaterThan(50);
    expect(all.map((row) => row.seq)).toEqual(all.map((row) => row.seq).sort((a, b) => a - b));
    await both((sql) => listChatAfter(sql, 'demo', 'group', all[10]!.seq, 5));
    await both((sql) => listGroupChatAfter(sql, 'demo', all[30]!.seq, 500));
    await both((sql) => listGroupChatAfter(sql, 'free', 0, 500));
    expect(await both((sql) => maxGroupSeq(sql, 'demo'))).toBe(all.at(-1)!.seq);
    expect(await both((sql) => maxChannelSeq(sql, 'demo', 'group'))).toBe(all.at(-1)!.seq);
    expect(await both((sql) => maxChannelSeq(sql, 'demo', 'stream:none'))).toBe(0);
    await both((sql) => listStreamChat(sql, 'demo', 'stream:none', null, 20));
    await both((sql) => listStreamChat(sql, 'demo', 'stream:none', '2026-01-01T00:00:00.000Z', 20));
  });

  test('messages: a reply, an image, a recalled one, system events, a pack share, by seq and by client id', async () => {
    const all = await both((sql) => listChatAfter(sql, 'demo', 'group', 0, 500));
    const reply = all.find((row) => row.reply_to_seq !== null)!;
    expect(reply.r_message_id).not.toBeNull();
    const recalled = all.find((row) => row.state === 'recalled')!;
    expect(recalled.text).toBe('');
    expect(all.some((row) => row.kind === 'image')).toBe(true);
    expect(all.filter((row) => row.kind === 'system').map((row) => row.system_event)).toEqual(
      expect.arrayContaining(['member_joined', 'luckycoin_sent', 'kudos_sent', 'mode_changed', 'announcement']),
    );
    expect(await both((sql) => findChatMessage(sql, 'demo', reply.seq))).toEqual(reply);
    await both((sql) => findChatMessage(sql, 'free', reply.seq));
    expect(await both((sql) => findChatMessageBySeq(sql, recalled.seq))).toEqual(recalled);
    expect(await both((sql) => chatMessageInChannel(sql, 'demo', 'group', reply.seq))).toBe(true);
    expect(await both((sql) => chatMessageInChannel(sql, 'demo', 'stream:x', reply.seq))).toBe(false);
    const pack = all.find((row) => row.pack_id !== null);
    expect(await both(async (sql) => (pack ? findChatMessageByPack(sql, pack.pack_id!) : undefined))).toEqual(pack);
    expect(await both((sql) => findChatMessageByPack(sql, 'no-such-pack'))).toBeUndefined();
    expect(await both((sql) => findChatMessageByClientId(sql, 'demo', PERSONAS.member.user_id, randomUUID()))).toBeUndefined();
    await both((sql) => listSenderTimesSince(sql, 'demo', PERSONAS.member.user_id, 0));
  });

  test('settings and members: the announcement, deny words, allow-list, the state a member sees, subscribers', async () => {
    const settings = await both((sql) => findChatSettings(sql, 'demo'));
    expect(JSON.parse(settings!.deny_words)).toEqual(['scamcoin', '代投']);
    expect(settings!.chat_announcement).not.toBe('');
    await both((sql) => groupState(sql, 'demo'));
    expect(await both((sql) => chatStateFor(sql, 'demo', viewer(PERSONAS.member.user_id)))).toMatchObject({ subscribed: true, can_send: true });
    expect(await both((sql) => findChatSubscribed(sql, 'demo', 'nobody'))).toBe(false);
    expect((await both((sql) => listChatSubscribers(sql))).length).toBeGreaterThan(3);
  });

  test('a message sent, refused (deny word, link, mute), recalled; a mode, the announcement, the limit and the switch land the same', async () => {
    const member = viewer(PERSONAS.member.user_id);
    const clientId = randomUUID();
    const sent = await both(async (sql) => stable(await sendMessage(deps(sql), 'demo', member, {
      channel: 'group', client_id: clientId, kind: 'text', text: '双引擎 both engines',
    })));
    expect(sent).toMatchObject({ text: '双引擎 both engines', state: 'normal', client_id: clientId, full_name: PERSONAS.member.full_name });
    // The same client id answers the first message.
    expect(await both(async (sql) => stable(await sendMessage(deps(sql), 'demo', member, {
      channel: 'group', client_id: clientId, kind: 'text', text: 'again',
    })))).toEqual(sent);
    const refusal = (text: string, who: Viewer = member) => both(async (sql) => {
      try {
        await sendMessage(deps(sql), 'demo', who, { channel: 'group', client_id: randomUUID(), kind: 'text', text });
        return null;
      } catch (error) {
        return (error as { code?: number }).code;
      }
    });
    expect(await refusal('buy SCAMCOIN now')).toBe(ErrorCode.chatDenyWord);
    expect(await refusal('see evil.com/x')).toBe(ErrorCode.chatLinkNotAllowed);
    const muted = { ...member, membership: { ...member.membership!, shut_up_until: new Date(NOW + 60_000).toISOString() } };
    expect(await refusal('hello', muted)).toBe(ErrorCode.memberShutUp);
    const replyId = randomUUID();
    const reply = await both(async (sql) => stable(await sendMessage(deps(sql), 'demo', member, {
      channel: 'group', client_id: replyId, kind: 'text', text: 'a reply', reply_to: sent!.seq,
    })));
    expect(reply).toMatchObject({ reply_to_seq: sent!.seq, r_text: '双引擎 both engines' });
    const recalled = await both(async (sql) => stable(await removeMessage(deps(sql), 'demo', member, sent!.seq)));
    expect(recalled).toMatchObject({ state: 'recalled', text: '' });
    expect(await both(async (sql) => stable(await findChatMessage(sql, 'demo', reply!.seq)))).toMatchObject({ r_state: 'recalled' });

    const admin = PERSONAS.admin.user_id;
    const afterModes = await both(async (sql) => {
      const before = await maxGroupSeq(sql, 'demo');
      await setMode(deps(sql), 'demo', 'lecture', admin);
      const lecture = await groupState(sql, 'demo');
      await stopLecturing(deps(sql), 'demo', viewer(PERSONAS.lecturer.user_id));
      await setMode(deps(sql), 'demo', 'mute', admin);
      await setMode(deps(sql), 'demo', 'mute', admin);
      await setAnnouncement(deps(sql), 'demo', '  both engines  ', admin);
      await setRateLimit(deps(sql), 'demo', 3, admin);
      await setSubscribed(deps(sql), 'demo', member, false);
      const events = (await listGroupChatAfter(sql, 'demo', before, 50)).map((row) => [row.system_event, row.system_data]);
      const heads = await sql.all('SELECT group_id, last_seq FROM chat_heads ORDER BY group_id');
      return { lecture, state: await chatStateFor(sql, 'demo', member), events, heads };
    });
    expect(afterModes.lecture).toMatchObject({ mode: 'lecture', lecturing_or_streaming_started_at: new Date(NOW).toISOString() });
    expect(afterModes.state).toMatchObject({
      mode: 'mute', announcement: 'both engines', rate_limit: 3, lecturing_or_streaming_started_at: null, subscribed: false, can_send: false,
    });
    expect(afterModes.events).toEqual([
      ['mode_changed', '{"mode":"lecture"}'], ['mode_changed', '{"mode":"free"}'], ['mode_changed', '{"mode":"mute"}'],
      ['announcement', '{"text":"both engines"}'],
    ]);
    expect(afterModes.heads).toContainEqual({ group_id: 'demo', last_seq: await maxGroupSeq(engines.sqlite, 'demo') });
    expect(await refusal('in mute mode')).toBe(ErrorCode.chatModeRestricted);
    // The daily job: everyone is active at seed time; 40 days on, all but the recent few go.
    expect(await both((sql) => unsubscribeInactive(sql, NOW - 40 * 86_400_000))).toBe(0);
    const gone = await both((sql) => unsubscribeInactive(sql, NOW + 40 * 86_400_000));
    expect(gone).toBeGreaterThan(3);
  });
});

describe('PostgreSQL: concurrent senders take seqs in commit order', () => {
  test('40 concurrent sends in one group: distinct seqs, and a reader following "after its cursor" meanwhile misses none', async () => {
    const pg = engines.postgres;
    const owner = viewer(PERSONAS.owner.user_id, 'free');
    const start = await maxGroupSeq(pg, 'free');
    const seen: number[] = [];
    let cursor = start;
    const state = { sending: true };
    const follow = async () => {
      const rows = await listGroupChatAfter(pg, 'free', cursor, 500);
      for (const row of rows) seen.push(row.seq);
      cursor = rows.at(-1)?.seq ?? cursor;
    };
    const reader = (async () => {
      while (state.sending) await follow();
    })();
    const sends = Array.from({ length: 40 }, (_, i) => sendMessage(deps(pg), 'free', owner, {
      channel: 'group', client_id: randomUUID(), kind: 'text', text: `concurrent ${i}`,
    }).then((row) => row.seq));
    // System messages posted by another transaction of the layer race with them too.
    const posts = Array.from({ length: 5 }, () => pg.tx((sql) => postSystemMessage({ sql, clock }, 'free', 'announcement', { text: 'x' })));
    const seqs = [...await Promise.all(sends), ...await Promise.all(posts)].sort((a, b) => a - b);
    state.sending = false;
    await reader;
    await follow();
    expect(new Set(seqs).size).toBe(45);
    expect(seqs[0]).toBeGreaterThan(start);
    // The reader saw every row once, in seq order, though it read while they committed.
    expect(seen).toEqual(seqs);
    expect(await pg.value('SELECT last_seq FROM chat_heads WHERE group_id = ?', 'free')).toBe(seqs.at(-1));
  }, 60_000);

  test('a send that took a lower seq but commits later: the later send waits for it and takes a higher seq, so the reader misses neither', async () => {
    const pg = engines.postgres;
    const owner = viewer(PERSONAS.owner.user_id, 'free');
    let cursor = await maxGroupSeq(pg, 'free');
    const seen: number[] = [];
    const follow = async () => {
      const rows = await listGroupChatAfter(pg, 'free', cursor, 500);
      for (const row of rows) seen.push(row.seq);
      cursor = rows.at(-1)?.seq ?? cursor;
    };
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first holds its transaction open after inserting (a slow commit).
    const slow = pg.tx(async (sql) => {
      const seq = await postSystemMessage({ sql, clock }, 'free', 'announcement', { text: 'slow' });
      inserted();
      await released;
      return seq;
    });
    await insertedNow;
    const fast = sendMessage(deps(pg), 'free', owner, { channel: 'group', client_id: randomUUID(), kind: 'text', text: 'fast' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing of the group is committed yet: the second waits for the first's head row.
    await follow();
    expect(seen).toEqual([]);
    release();
    const [slowSeq, fastRow] = await Promise.all([slow, fast]);
    await follow();
    expect(fastRow.seq).toBeGreaterThan(slowSeq);
    expect(seen).toEqual([slowSeq, fastRow.seq]);
  }, 60_000);
});
