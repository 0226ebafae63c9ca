import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { is } from 'superstruct';
import { AdminDashboard, statDayAdd, statDayOf } from '../../../contract/stats';
import { PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, USDT } from '../../test/joining';
import { addChatMessage, addDiscussion, addMember, addOrder, addReply } from '../../test/stats.repo';

// GET /admin/dashboard (issue 26 point 13): the admin portal's landing figures.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(server.clock.now - hours * HOUR_MS).toISOString();
const ahead = (hours: number) => new Date(server.clock.now + hours * HOUR_MS).toISOString();

async function dashboard(group: string, token: string): Promise<AdminDashboard> {
  const res = await server.get(`/api/groups/${group}/admin/dashboard`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, AdminDashboard)).toBe(true);
  return res.body.data as AdminDashboard;
}

async function addWithdrawal(groupId: string, state: 'pending' | 'confirmed'): Promise<void> {
  const vault = await server.sql.value<string>("SELECT vault_id FROM vaults WHERE group_id = ? AND kind = 'profit'", groupId);
  await server.sql.run(`INSERT INTO vault_withdrawals (withdrawal_id, group_id, vault_id, user_id, request_id, asset_id, amount, destination, state, created_at)
    VALUES (?, ?, ?, NULL, ?, ?, '1.5', 'owner', ?, ?)`, randomUUID(), groupId, vault!, randomUUID(), USDT, state, ago(1));
}

async function addPreview(groupId: string, title: string, liveAt: string): Promise<void> {
  await server.sql.run('INSERT INTO stream_previews (preview_id, group_id, title, live_at, created_at) VALUES (?, ?, ?, ?, ?)',
    randomUUID(), groupId, title, liveAt, ago(1));
}

describe('GET /admin/dashboard', () => {
  test('counts members, the last 7 days and 30 days, and what needs attention, in this group only', async () => {
    const owner = (await server.login('owner', 'nft')).token;
    await server.sql.run('DELETE FROM stream_previews WHERE group_id = ?', 'nft');
    const before = await dashboard('nft', owner);

    // Joined 2 days ago and 10 days ago (only the first is new); one ran out yesterday (not active).
    const fresh = await addMember(server, 'nft', ago(48));
    await addMember(server, 'nft', ago(240));
    await addMember(server, 'nft', ago(24 * 60), ago(24));
    // Income today, exactly summed: 10 + 0.1 USDT, and 0.0001 BTC; one 31 days back does not count.
    const product = PRODUCT_IDS.nftMembership;
    await addOrder(server, { groupId: 'nft', userId: fresh, productId: product, kind: 'join', assetId: USDT, amount: '10.00000000', paidAt: ago(0) });
    await addOrder(server, { groupId: 'nft', userId: fresh, productId: product, kind: 'renew', assetId: USDT, amount: '0.10000000', paidAt: ago(0) });
    await addOrder(server, { groupId: 'nft', userId: fresh, productId: product, kind: 'renew', assetId: BTC, amount: '0.00010000', paidAt: ago(0) });
    await addOrder(server, { groupId: 'nft', userId: fresh, productId: product, kind: 'renew', assetId: USDT, amount: '99', paidAt: `${statDayAdd(statDayOf(server.clock.now), -31)}T10:00:00.000Z` });
    // Activity: two messages and a post with a reply this week; one message 8 days back does not count.
    await addChatMessage(server, 'nft', fresh, ago(2));
    await addChatMessage(server, 'nft', fresh, ago(3));
    await addChatMessage(server, 'nft', fresh, ago(24 * 8));
    const post = await addDiscussion(server, 'nft', fresh, ago(5));
    await addReply(server, post, fresh, ago(4));
    // Attention: a pending withdrawal (a confirmed one is done), a blocked member, a stream tomorrow (and one in 3 days).
    await addWithdrawal('nft', 'pending');
    await addWithdrawal('nft', 'confirmed');
    await server.sql.run("UPDATE memberships SET state = 'blocked' WHERE group_id = 'nft' AND user_id = ?", fresh);
    await addPreview('nft', 'Later', ahead(72));
    await addPreview('nft', 'Tomorrow’s class', ahead(24));
    // Another group's rows.
    const other = await addMember(server, 'free', ago(1));
    await addChatMessage(server, 'free', other, ago(1));
    await addWithdrawal('free', 'pending');

    const after = await dashboard('nft', owner);
    // The blocked newcomer is not active; the other newcomer is active and new.
    expect(after.members).toEqual({ active: before.members.active + 1, new: before.members.new + 1 });
    expect(after.activity).toEqual({ messages: before.activity.messages + 2, posts: before.activity.posts + 2, checkins: before.activity.checkins });
    const usdt = after.income.assets.find((a) => a.asset_id === USDT)!;
    const usdtBefore = before.income.assets.find((a) => a.asset_id === USDT);
    expect(Number(usdt.amount) - Number(usdtBefore ? usdtBefore.amount : 0)).toBeCloseTo(10.1, 8);
    expect(usdt.amount).toMatch(/^\d+\.\d{8}$/);
    expect(after.income.end).toBe(statDayOf(server.clock.now));
    expect(after.income.start).toBe(statDayAdd(statDayOf(server.clock.now), -29));
    expect(after.attention).toEqual({
      pending_withdrawals: before.attention.pending_withdrawals + 1,
      pin_missing: before.attention.pin_missing,
      restricted_members: before.attention.restricted_members + 1,
      next_stream: { title: 'Tomorrow’s class', live_at: ahead(24) },
    });
  });

  test('tells a group without a withdrawal PIN, and stops once it is set', async () => {
    const owner = (await server.login('owner', 'nft')).token;
    await server.sql.run('DELETE FROM vault_pins WHERE group_id = ?', 'nft');
    expect((await dashboard('nft', owner)).attention.pin_missing).toBe(true);
    const res = await server.post('/api/groups/nft/vaults/create', { pin: '246810' }, owner);
    expect(res.status, res.text).toBeLessThan(300);
    expect((await dashboard('nft', owner)).attention.pin_missing).toBe(false);
  });

  test('admins and the owner only', async () => {
    const url = '/api/groups/demo/admin/dashboard';
    expectError(await server.get(url), 401, 100401);
    for (const persona of ['member', 'lecturer', 'banned'] as const) {
      expectError(await server.get(url, (await server.login(persona)).token), 403, 100403);
    }
    expect(is((await server.get(url, (await server.login('admin')).token)).body.data, AdminDashboard)).toBe(true);
  });
});
