import { describe, expect, test } from 'vitest';
import { CHAT_GROUP_CHANNEL } from '../../contract/chat';
import { ensurePendingMembership, findMembership } from '../routes/account/account.repo';
import { chatStateChanged, postSystemMessage } from '../routes/chat/chat.service';
import { listChatBefore } from '../routes/chat/chat.repo';
import { recordGroupEvent, listGroupEvents } from '../routes/event/event.repo';
import { listShortcuts } from '../routes/favorite-app/favorite-app.repo';
import { findGroup, findGroupSettings, updateGroupSettings } from '../routes/group/group.repo';
import { checkAdminSettings } from '../routes/group/group.service';
import { upsertNftTicket } from '../routes/nft/nft.repo';
import { currentNftStatus } from '../routes/nft/nft.service';
import { findQuiz, listGroupQuizzes } from '../routes/quiz/quiz.repo';
import { changeChatMode } from '../routes/stream/stream.service';
import { findLivingStream } from '../routes/stream/stream.repo';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';

// The request-path remnants moved onto the layer last (issue 27): PUT /settings/full's transaction
// (group.handlers putSettings: the entry quiz, the checked patch with its shortcuts, the chat mode and its
// chat line, the group event) and the NFT ticket's status (nft.service currentNftStatus: the ticket
// settled and the open membership granted in one transaction), asked the same on both engines, on the
// demo data; their writes land the same.

const { engines, both } = bothEngines();
const T = '2026-03-01T10:00:00.000Z';
const T_MS = Date.parse(T);
const owner = PERSONAS.owner.user_id;
const pending = PERSONAS.pending.user_id;

/** What a chat line says, without its random id. */
const said = (rows: { system_event: string | null; system_data: string | null; created_at: string }[]) =>
  rows.map((row) => ({ event: row.system_event, data: row.system_data, at: row.created_at }));

describe('PUT /settings/full on both engines', () => {
  test('the checked patch: shortcuts read in the transaction, bonus rate and minimums normalised, the same refusals', async () => {
    const favourites = await both((sql) => listShortcuts(sql, 'demo'));
    expect(favourites.length).toBeGreaterThan(0);
    const appIds = favourites.map((app) => app.app_id).slice(1).concat(favourites[0]!.app_id);
    expect(await both((sql) => checkAdminSettings(sql, 'demo', {
      home_shortcuts: appIds, invitation_bonus_rate: '0.10', tip_min_usd: '2.50',
    }))).toEqual({ home_shortcuts: appIds, invitation_bonus_rate: '0.1', tip_min_usd: '2.5' });
    const refusals = await both(async (sql) => {
      try {
        await checkAdminSettings(sql, 'demo', { home_shortcuts: [appIds[0]!, 'no-such-bot'] });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(refusals).toBe('invalid home_shortcuts.1: no-such-bot is not a favourite bot of this group');
  });

  test('the entry quiz is looked up in the group', async () => {
    const [quiz] = await both((sql) => listGroupQuizzes(sql, 'gate'));
    expect(quiz).toBeDefined();
    expect(await both((sql) => findQuiz(sql, 'gate', quiz!.quiz_id))).toMatchObject({ quiz_id: quiz!.quiz_id, group_id: 'gate' });
    expect(await both((sql) => findQuiz(sql, 'nft', quiz!.quiz_id))).toBeUndefined();
  });

  test('a mode change, its settings, chat line and group event land the same in one transaction', async () => {
    expect(await both((sql) => findLivingStream(sql, 'nft'))).toBeUndefined();
    const written = await both((sql) => sql.tx(async (t) => {
      const before = (await findGroupSettings(t, 'nft'))!.group_mode;
      await changeChatMode(t, 'nft', 'lecture', T);
      const checked = await checkAdminSettings(t, 'nft', { 'group-mode': 'lecture', chat_rate_limit: 7 });
      await updateGroupSettings(t, 'nft', checked);
      await recordGroupEvent(t, { groupId: 'nft', actorId: owner, action: 'settings.update', targetKind: 'settings', details: checked, at: T });
      if (before !== 'lecture') await postSystemMessage({ sql: t, clock: () => T_MS }, 'nft', 'mode_changed', { mode: 'lecture' });
      chatStateChanged(t, 'nft');
      const settings = (await findGroupSettings(t, 'nft'))!;
      return {
        before, mode: settings.group_mode, clock: settings.lecturing_or_streaming_started_at, rate: settings.chat_rate_limit,
      };
    }));
    expect(written).toEqual({ before: expect.not.stringMatching(/^lecture$/), mode: 'lecture', clock: T, rate: 7 });
    const line = await both(async (sql) => said(await listChatBefore(sql, 'nft', CHAT_GROUP_CHANNEL, null, 1)));
    expect(line).toEqual([{ event: 'mode_changed', data: JSON.stringify({ mode: 'lecture' }), at: T }]);
    const events = await both(async (sql) => (await listGroupEvents(sql, 'nft', 0, 1)).map((e) => [e.action, e.target_kind, e.details]));
    expect(events).toEqual([['settings.update', 'settings', JSON.stringify({ 'group-mode': 'lecture', chat_rate_limit: 7 })]]);
    // Leaving lecture mode clears the clock; streaming is refused on both.
    expect(await both((sql) => sql.tx(async (t) => {
      await changeChatMode(t, 'nft', 'free', T);
      return (await findGroupSettings(t, 'nft'))!.lecturing_or_streaming_started_at;
    }))).toBeNull();
    expect(await both((sql) => changeChatMode(sql, 'nft', 'streaming', T).then(() => 'changed', (error: Error) => error.message)))
      .toBe('start a stream to enter streaming mode');
  });
});

describe('the NFT ticket status on both engines', () => {
  test('a decided success settles the ticket and grants the open membership in one transaction', async () => {
    const group = (await findGroup(engines.sqlite, 'nft'))!;
    const answers = await both(async (sql) => {
      await ensurePendingMembership(sql, 'nft', pending, T);
      await upsertNftTicket(sql, { groupId: 'nft', userId: pending, status: 'checking', outcome: 'success', decidedAt: T, nowIso: T });
      const early = await currentNftStatus({ sql, clock: () => T_MS - 1 }, group, pending);
      const stillPending = (await findMembership(sql, 'nft', pending))!.state;
      const settled = await currentNftStatus({ sql, clock: () => T_MS }, group, pending);
      const again = await currentNftStatus({ sql, clock: () => T_MS + 1000 }, group, pending);
      const { state, expired_at, joined_at } = (await findMembership(sql, 'nft', pending))!;
      return { early, stillPending, settled, again, membership: { state, expired_at, joined_at } };
    });
    expect(answers).toEqual({
      early: 'checking', stillPending: 'pending', settled: 'success', again: 'success',
      membership: { state: 'paid', expired_at: null, joined_at: T },
    });
  });
});
