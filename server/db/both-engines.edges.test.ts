import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { CHAT_GROUP_CHANNEL } from '../../contract/chat';
import { outboxWritten, messages } from '../lib/messaging';
import { ApiError } from '../lib/errors';
import { findApp, findAppByIdentityNumber, findAppIdentityNumber } from '../routes/app/app.repo';
import { findAsset } from '../routes/asset/asset.repo';
import { viewerOf } from '../routes/auth/auth.middleware';
import { findLatestSmsCode } from '../routes/auth/phone.repo';
import { ensureWechatAccount, findOpenidOfUser, findWechatAccount } from '../routes/auth/wechat.repo';
import { resolveChannel } from '../routes/chat/chat.service';
import { findGroup } from '../routes/group/group.repo';
import { bothEngines } from '../test/both-engines';
import { PERSONAS } from '../test/standins';
import { layerOpen, sqliteSql, type Sql } from './sql';

// The edges moved onto the layer (issue 27): the chat hub's sign-in and sweep, the sandbox's stand-ins, the
// WeChat Pay adapter's openid and the request's outbox delivery. Their reads asked the same on both engines,
// and what they rely on of the layer itself: a transaction's work is handed the layer's own handle (the
// outbox marks it), and the layer says whether it is open.

const { engines, both } = bothEngines();

/** What resolveChannel answers, or the code it refuses with. */
async function channelOf(sql: Sql, channel: string, userId: string): Promise<string | number> {
  const viewer = (await viewerOf(sql, 'demo', userId))!;
  try {
    return (await resolveChannel(sql, 'demo', channel, viewer, Date.parse('2026-06-01T00:00:00Z'))).channel;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('the edges answer the same on both engines', () => {
  test('the hub: a socket\'s group, its viewer (member, banned, unknown) and its channels', async () => {
    expect((await both((sql) => findGroup(sql, 'demo')))?.group_id).toBe('demo');
    expect((await both((sql) => viewerOf(sql, 'demo', PERSONAS.member.user_id)))?.membership).toBeTruthy();
    expect((await both((sql) => viewerOf(sql, 'demo', PERSONAS.banned.user_id)))?.policies.length).toBeGreaterThan(0);
    expect(await both((sql) => viewerOf(sql, 'demo', 'nobody'))).toBeUndefined();
    expect(await both((sql) => channelOf(sql, CHAT_GROUP_CHANNEL, PERSONAS.member.user_id))).toBe(CHAT_GROUP_CHANNEL);
    expect(typeof await both((sql) => channelOf(sql, 'stream:none', PERSONAS.member.user_id))).toBe('number');
    expect(typeof await both((sql) => channelOf(sql, 'nowhere', PERSONAS.member.user_id))).toBe('number');
  });

  test('the stand-ins: bots by id and identity number, assets, WeChat accounts and their openids, SMS codes', async () => {
    const appId = await both((sql) => sql.value<string>('SELECT app_id FROM apps WHERE identity_number IS NOT NULL ORDER BY app_id LIMIT 1'));
    expect(appId).toBeTruthy();
    expect(await both((sql) => findApp(sql, appId!))).toBeDefined();
    const number = await both((sql) => findAppIdentityNumber(sql, appId!));
    expect(number).toBeTruthy();
    expect(await both((sql) => findAppByIdentityNumber(sql, number!))).toEqual(expect.objectContaining({ app_id: appId }));
    expect(await both((sql) => findAppByIdentityNumber(sql, 'none'))).toBeUndefined();
    expect(await both((sql) => findApp(sql, 'no-such-app'))).toBeUndefined();
    const assetId = await both((sql) => sql.value<string>('SELECT asset_id FROM assets ORDER BY asset_id LIMIT 1'));
    expect((await both((sql) => findAsset(sql, assetId!)))?.symbol).toBeTruthy();
    const account = { openid: 'wx-edges-member', app_id: 'wx-edges', user_id: PERSONAS.member.user_id, nickname: 'Member' };
    const found = await both(async (sql) => {
      await ensureWechatAccount(sql, account, '2026-01-02T00:00:00.000Z');
      await ensureWechatAccount(sql, { ...account, user_id: null, nickname: 'again' }, '2026-01-03T00:00:00.000Z');
      return [await findWechatAccount(sql, account.openid), await findOpenidOfUser(sql, 'wx-edges', account.user_id)];
    });
    expect(found).toEqual([account, account.openid]);
    await both((sql) => findLatestSmsCode(sql, '+8613800000000'));
    const phone = await both((sql) => sql.value<string>('SELECT phone FROM sms_codes ORDER BY sms_id LIMIT 1'));
    await both((sql) => findLatestSmsCode(sql, phone ?? '+8613800000001'));
  });

  test('the outbox: a transaction\'s work gets the layer\'s own handle, whose written mark counts after commit only', async () => {
    const same = await both(async (sql) => sql.tx(async (t) => [t === sql, await t.tx(async (inner) => inner === sql)]));
    expect(same).toEqual([true, true]);
    const marks = await both(async (sql) => {
      const message = { key: 'edges:committed', phone: '+8613800000009', text: 'hello', sentAt: '2026-01-02T00:00:00.000Z' };
      await sql.tx(async (t) => messages.sms(t, message));
      const committed = outboxWritten(sql);
      const again = outboxWritten(sql);
      await sql.tx(async (t) => {
        await messages.sms(t, { ...message, key: 'edges:rolled-back' });
        throw new Error('roll back');
      }).catch(() => undefined);
      return [committed, again, outboxWritten(sql), await sql.values<string>("SELECT dedupe_key FROM outbox_messages WHERE dedupe_key LIKE 'edges:%' ORDER BY dedupe_key")];
    });
    expect(marks).toEqual([true, false, false, ['edges:committed']]);
  });

  test('the layer says whether it is open: the hub, the timers and the outbox ask it', async () => {
    expect(await both(async (sql) => layerOpen(sql))).toBe(true);
    const closing = sqliteSql(new Database(':memory:'));
    const before = layerOpen(closing);
    await closing.close();
    expect([before, layerOpen(closing), layerOpen(engines.sqlite)]).toEqual([true, false, true]);
  });
});
