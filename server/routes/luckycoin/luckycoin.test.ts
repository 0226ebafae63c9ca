import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { createTestServer } from '../../test/helpers';
import { DEMO, USDT, readWallet, readWalletEverywhere, walletPays } from '../../test/joining';
import { addPaidMembers, packClaimRows, packRefundRows } from '../../test/luckycoin.repo';
import { SEED_PACK_IDS } from '../../seed/luckycoin';
import { fromUnits, toUnits } from './luckycoin.split';
import { appDeps } from '../../app';
import { serverJobs } from '../../jobs';
import { PERSONAS, STANDINS, WALLET_SNAPSHOTS } from '../../test/standins';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const DAY = 24 * 60 * 60;
const pack = (fields: Partial<{ asset_id: string; amount: string; shares: number; greeting: string; mode: string }> = {}) =>
  ({ asset_id: USDT, amount: '1', shares: 5, greeting: 'Happy new year', mode: 'random', ...fields });

async function create(token: string, fields: Parameters<typeof pack>[0] = {}, group = 'demo') {
  return server.post(`/api/groups/${group}/luckycoin/create`, pack(fields), token);
}

/** The sender pays the pack in the wallet (its trace is the pack id), and the server reads the group bot's snapshots. */
const payPack = (packId: string, amount: string) => walletPays(server, { reference: packId, asset_id: USDT, amount });

async function paidPack(token: string, fields: Parameters<typeof pack>[0] = {}) {
  const res = await create(token, fields);
  expect(res.status).toBe(200);
  const { pack_id, amount } = res.body.data.pack;
  expect((await payPack(pack_id, amount)).state).toBe('PAID');
  return pack_id as string;
}

const claim = (packId: string, token?: string, group = 'demo') => server.put(`/api/groups/${group}/luckycoin/${packId}/claim`, {}, token);

describe('POST /luckycoin/create', () => {
  test('a member makes an unpaid pack and gets the wallet URL that pays it', async () => {
    const { token } = await server.login('member');
    const res = await create(token, { amount: '2.5', shares: 3, mode: 'equal' });
    expect(res.status).toBe(200);
    const { pack: created, pay_url } = res.body.data;
    expect(created).toMatchObject({
      amount: '2.50000000', shares: 3, mode: 'equal', greeting: 'Happy new year', status: 'unpaid',
      claimed_count: 0, claims: [], luckiest: null, my_claim: null, paid_at: null, expires_at: null,
      asset: { asset_id: USDT, symbol: 'USDT', precision: 8 },
    });
    expect(created.sender.full_name).toBe('Mia Member');
    const url = new URL(pay_url, 'http://x');
    expect(url.pathname).toBe(`${STANDINS}/mixin/pay`);
    const publicInfo = await server.get(`${DEMO}/public`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      recipient: publicInfo.body.data.client_id, asset: USDT, amount: '2.50000000', trace: created.pack_id,
    });
  });

  test('guests, non-members and bad input are refused', async () => {
    expect((await create('')).body.code).toBe(ErrorCode.loginRequired);
    expect((await server.post(`${DEMO}/luckycoin/create`, pack())).body.code).toBe(ErrorCode.loginRequired);
    const pending = await server.login('pending');
    const refused = await create(pending.token);
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.memberRequired]);
    const { token } = await server.login('member');
    for (const body of [
      { ...pack(), mode: 'lucky' }, { ...pack(), shares: 1.5 }, { ...pack(), shares: 0 }, { ...pack(), amount: 'ten' },
      { ...pack(), amount: '-1' }, { ...pack(), amount: '0.000000001' }, { ...pack(), greeting: 'x'.repeat(201) },
      { ...pack(), extra: 1 }, { asset_id: USDT },
    ]) {
      const res = await server.post(`${DEMO}/luckycoin/create`, body, token);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, ErrorCode.validation]);
    }
    const btc = await create(token, { asset_id: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa' });
    expect([btc.status, btc.body.code]).toEqual([400, ErrorCode.luckycoinAssetUnavailable]);
  });

  test('below the minimum in USD: the message names the minimum in the asset', async () => {
    const { token } = await server.login('member');
    const res = await create(token, { amount: '0.09999999', shares: 1 });
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.luckycoinBelowMinimum]);
    expect(res.body.message).toContain('at least 0.1 USDT');
    expect((await create(token, { amount: '0.1', shares: 1 })).status).toBe(200);
    // The admin raises the minimum: 2 USD is 2 USDT at the seeded prices.
    const admin = await server.login('admin');
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_min_usd: '2' }, admin.token)).status).toBe(200);
    const raised = await create(token, { amount: '1.5' });
    expect(raised.body.message).toContain('at least 2 USDT (2 USD)');
  });

  test('shares: at most the admin maximum and 1000, and at least one smallest unit each', async () => {
    const { token } = await server.login('member');
    const tooMany = await create(token, { shares: 1001, amount: '100' });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, ErrorCode.luckycoinTooManyShares]);
    expect((await create(token, { shares: 1000, amount: '100' })).status).toBe(200);
    const admin = await server.login('admin');
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_max_shares: 10 }, admin.token)).status).toBe(200);
    expect((await server.get(`${DEMO}/settings/full`)).body.data).toMatchObject({ luckycoin_max_shares: 10, luckycoin_min_usd: '0.1' });
    const aboveAdmin = await create(token, { shares: 11 });
    expect([aboveAdmin.status, aboveAdmin.body.code, aboveAdmin.body.message])
      .toEqual([400, ErrorCode.luckycoinTooManyShares, 'too many shares: at most 10']);
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_max_shares: 1001 }, admin.token)).status).toBe(400);
    // With the minimum at its least (1e-8 USD: 0 is no minimum, §5), a pack of 3 units cannot have 4 shares.
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_min_usd: '0' }, admin.token)).status).toBe(400);
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_min_usd: '0.00000001' }, admin.token)).status).toBe(200);
    const thin = await create(token, { amount: '0.00000003', shares: 4 });
    expect([thin.status, thin.body.code, thin.body.message])
      .toEqual([400, ErrorCode.luckycoinAmountBelowShares, 'set satoshi at least the number of recipients']);
    expect((await create(token, { amount: '0.00000004', shares: 4 })).status).toBe(200);
  });

  test('the assets offered for packs are the luckycoin scene\'s', async () => {
    const { token } = await server.login('member');
    const offered = (await server.get(`${DEMO}/assets?scene=luckycoin`)).body.data.map((a: { asset_id: string }) => a.asset_id);
    expect(offered).toEqual([USDT]);
    const mine = await server.get(`${DEMO}/users/me/assets?scene=luckycoin`, token);
    expect(mine.status).toBe(200);
  });

  test('mute mode (§6) still lets members send packs', async () => {
    const admin = await server.login('admin');
    expect((await server.put(`${DEMO}/settings/full`, { 'group-mode': 'mute' }, admin.token)).status).toBe(200);
    const { token } = await server.login('member');
    expect((await create(token)).status).toBe(200);
  });

  test('creates are rate-limited per user', async () => {
    const { token } = await server.login('member');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await create(token)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await create(token);
    expect([refused.status, refused.body.code]).toEqual([429, ErrorCode.tooManyRequests]);
  });

  test('the pack settings are admin-only to change', async () => {
    const { token } = await server.login('member');
    expect((await server.put(`${DEMO}/settings/full`, { luckycoin_max_shares: 5 }, token)).status).toBe(403);
  });
});

describe('payment', () => {
  test('an unpaid pack cannot be claimed; its payment is applied once even if reported again', async () => {
    const { token } = await server.login('member');
    const res = await create(token, { amount: '1', shares: 2 });
    const { pack_id } = res.body.data.pack;
    const other = await server.login('admin');
    const early = await claim(pack_id, other.token);
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.luckycoinNotPaid]);

    // The amount must match exactly: a transfer of 1.00000001 (for another pack) is kept for its payer and pays nothing.
    const short = (await create(token, { amount: '1', shares: 2 })).body.data.pack.pack_id as string;
    expect((await payPack(short, '1.00000001')).state).toBe('NOT_PAID');
    expect((await claim(short, other.token)).body.code).toBe(ErrorCode.luckycoinNotPaid);
    expect(await payPack(pack_id, '1.0')).toEqual({ order_id: pack_id, state: 'PAID' });
    const view = (await server.get(`${DEMO}/luckycoin/${pack_id}`, token)).body.data;
    expect(view.status).toBe('open');
    server.clock.advance(60);
    // The wallet read again from the start (a lost cursor): nothing moves (paid_at stays).
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);
    expect((await server.get(`${DEMO}/luckycoin/${pack_id}`, token)).body.data.paid_at).toBe(view.paid_at);
    expect(new Date(view.expires_at).getTime() - new Date(view.paid_at).getTime()).toBe(DAY * 1000);
    expect((await claim(pack_id, other.token)).status).toBe(200);
  });

  test('the wallet stand-in\'s pay page pays a pack like an order: its sender\'s look at the pack reads the transfer', async () => {
    const { token } = await server.login('member');
    const res = await create(token, { amount: '1', shares: 2 });
    const { pay_url, pack: { pack_id } } = res.body.data;
    const page = await server.get(pay_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('1.00000000');
    const query = new URL(pay_url, 'http://x').searchParams;
    const done = await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(query), action: 'pay' });
    expect(done.status).toBe(200);
    expect(done.text).toContain(`/#/demo/luckycoin/${pack_id}`);
    expect((await server.get(`${DEMO}/luckycoin/${pack_id}`, token)).body.data.status).toBe('open');
    // A wrong amount on the wallet's URL is transferred (the wallet pays what it is asked) and pays nothing.
    const other = (await create(token, { amount: '1', shares: 2 })).body.data;
    const wrong = new URL(other.pay_url, 'http://x').searchParams;
    wrong.set('amount', '0.5');
    expect((await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(wrong), action: 'pay' })).status).toBe(200);
    expect(await readWallet(server)).toMatchObject({ applied: 0, unapplied: 1 });
    expect((await server.get(`${DEMO}/luckycoin/${other.pack.pack_id}`, token)).body.data.status).toBe('unpaid');
  });

});

describe('GET /luckycoin/{id} and PUT /luckycoin/{id}/claim', () => {
  test('members claim once each; the view shows who claimed what, the luckiest and my claim', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '1', shares: 3, mode: 'equal' });
    const admin = await server.login('admin');
    const lecturer = await server.login('lecturer');
    const owner = await server.login('owner');
    const first = await claim(packId, admin.token);
    expect(first.status).toBe(200);
    expect(first.body.data.my_claim).toMatchObject({ amount: '0.33333334', full_name: expect.any(String) });
    const twice = await claim(packId, admin.token);
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.luckycoinAlreadyClaimed]);
    server.clock.advance(1);
    expect((await claim(packId, lecturer.token)).body.data.my_claim.amount).toBe('0.33333333');
    const last = (await claim(packId, member.token)).body.data;
    expect(last).toMatchObject({
      status: 'finished', claimed_count: 3, claimed_amount: '1.00000000', remaining_amount: '0.00000000',
    });
    expect(last.claims.map((c: { amount: string }) => c.amount)).toEqual(['0.33333334', '0.33333333', '0.33333333']);
    expect(last.luckiest.user_id).toBe(first.body.data.my_claim.user_id);
    const empty = await claim(packId, owner.token);
    expect([empty.status, empty.body.code]).toEqual([409, ErrorCode.luckycoinEmpty]);
    const seen = (await server.get(`${DEMO}/luckycoin/${packId}`, owner.token)).body.data;
    expect(seen.my_claim).toBeNull();
    expect(seen.claims[0]).toEqual({
      user_id: expect.any(String), full_name: expect.any(String), avatar_url: expect.any(String),
      amount: '0.33333334', claimed_at: expect.any(String),
    });
  });

  test('luckiest: the largest share, ties to the earliest claim', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '0.2', shares: 2, mode: 'equal' });
    const admin = await server.login('admin');
    await claim(packId, admin.token);
    const view = (await claim(packId, member.token)).body.data;
    expect(view.luckiest.user_id).toBe(view.claims[0].user_id);
  });

  test('guests, non-members, another group\'s pack and unknown packs are refused', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token);
    expect((await claim(packId)).body.code).toBe(ErrorCode.loginRequired);
    expect((await server.get(`${DEMO}/luckycoin/${packId}`)).body.code).toBe(ErrorCode.loginRequired);
    const pending = await server.login('pending');
    expect((await claim(packId, pending.token)).body.code).toBe(ErrorCode.memberRequired);
    expect((await server.get(`${DEMO}/luckycoin/${packId}`, pending.token)).body.code).toBe(ErrorCode.memberRequired);
    const elsewhere = await server.login('member', 'free');
    const other = await claim(packId, elsewhere.token, 'free');
    expect([other.status, other.body.code]).toEqual([404, ErrorCode.notFound]);
    expect((await server.get(`/api/groups/free/luckycoin/${packId}`, elsewhere.token)).status).toBe(404);
    expect((await claim('no-such-pack', member.token)).status).toBe(404);
    expect((await claim(packId, member.token)).status).toBe(200); // still claimable in its own group
  });

  test('after 24 h nobody claims and the remainder is refunded to the sender once', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '1', shares: 4, mode: 'random' });
    const admin = await server.login('admin');
    const taken = (await claim(packId, admin.token)).body.data.my_claim.amount as string;
    server.clock.advance(DAY - 1);
    expect(await packRefundRows(server, packId)).toEqual([]);
    server.clock.advance(1);
    // Tokens live 2 h: sign in again after the day.
    const lecturer = await server.login('lecturer');
    const { token } = await server.login('member');
    const late = await claim(packId, lecturer.token);
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.luckycoinExpired]);
    const remainder = fromUnits(toUnits('1', 8) - toUnits(taken, 8), 8);
    expect(await packRefundRows(server, packId)).toEqual([{ user_id: expect.any(String), asset_id: USDT, amount: remainder }]);
    const view = (await server.get(`${DEMO}/luckycoin/${packId}`, token)).body.data;
    expect(view).toMatchObject({ status: 'expired', remaining_amount: remainder, refund: { amount: remainder } });
    expect(view.sender.user_id).toBe((await packRefundRows(server, packId))[0]!.user_id);
    server.clock.advance(DAY);
    const again = await server.login('member');
    expect((await server.get(`${DEMO}/luckycoin/${packId}`, again.token)).status).toBe(200);
    expect(await packRefundRows(server, packId)).toHaveLength(1);
  });

  test('each share goes to its claimer\'s wallet and the remainder back to the sender\'s: the group bot\'s transfers, each sent once', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '1', shares: 4, mode: 'equal' });
    await claim(packId, (await server.login('admin')).token);
    const transfers = () => server.sql.all(`SELECT kind, recipient_id, asset_id, amount, state FROM wallet_transfers
      WHERE reference IN (?, ?) ORDER BY created_at, kind`, packId, `${packId}:${PERSONAS.admin.user_id}`);
    expect(await transfers()).toEqual([{ kind: 'pack_claim', recipient_id: PERSONAS.admin.user_id, asset_id: USDT, amount: '0.25000000', state: 'pending' }]);
    server.clock.advance(DAY);
    expect((await server.get(`${DEMO}/luckycoin/${packId}`, (await server.login('member')).token)).body.data.status).toBe('expired');
    expect(await transfers()).toEqual([
      expect.objectContaining({ kind: 'pack_claim', state: 'pending' }),
      { kind: 'pack_refund', recipient_id: PERSONAS.member.user_id, asset_id: USDT, amount: '0.75000000', state: 'pending' },
    ]);
    const send = serverJobs(appDeps(server.app)).find((j) => j.name === 'send-wallet-transfers')!;
    // The seed's packs that closed with the day are paid back too.
    expect(await send.run(server.clock.now)).toMatch(/^wallet transfers: \d+ confirmed, 0 refused, 0 to try again, 0 on their way$/);
    expect(await transfers()).toEqual([expect.objectContaining({ state: 'confirmed' }), expect.objectContaining({ state: 'confirmed' })]);
    const received = (userId: string) => server.sql.all(`SELECT amount, memo FROM ${WALLET_SNAPSHOTS} WHERE user_id = ? AND trace_id IN
      (SELECT transfer_id FROM wallet_transfers WHERE reference LIKE ? || '%')`, userId, packId);
    expect(await received(PERSONAS.admin.user_id)).toEqual([{ amount: '0.25000000', memo: Buffer.from(`luckycoin-claim:${packId}`).toString('hex') }]);
    expect(await received(PERSONAS.member.user_id)).toEqual([{ amount: '0.75000000', memo: Buffer.from(`luckycoin-refund:${packId}`).toString('hex') }]);
    expect(await send.run(server.clock.now)).toBeUndefined();
  });

  test('a fully claimed pack refunds nothing at expiry', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '0.5', shares: 1 });
    await claim(packId, member.token);
    server.clock.advance(DAY);
    const { token } = await server.login('member');
    const view = (await server.get(`${DEMO}/luckycoin/${packId}`, token)).body.data;
    expect(view).toMatchObject({ status: 'finished', refund: null });
    expect(await packRefundRows(server, packId)).toEqual([{ user_id: expect.any(String), asset_id: USDT, amount: '0.00000000' }]);
    expect(await server.sql.get('SELECT COUNT(*) AS n FROM wallet_transfers WHERE reference = ?', packId)).toEqual({ n: 0 });
  });

  test('claims are rate-limited per user', async () => {
    const member = await server.login('member');
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await claim('no-such-pack', member.token)).status;
    expect(last).toBe(429);
  });
});

describe('concurrency', () => {
  test('200 members claim one pack of 100 shares at once: exactly 100 succeed, the sum is exact, nobody twice', async () => {
    const member = await server.login('member');
    const packId = await paidPack(member.token, { amount: '3.14159265', shares: 100, mode: 'random' });
    const claimers = await addPaidMembers(server, 'demo', 200);
    const results = await Promise.all(claimers.flatMap(({ token }, i) =>
      // A quarter of them tap twice.
      (i % 4 === 0 ? [token, token] : [token]).map((t) => claim(packId, t))));
    const ok = results.filter((res) => res.status === 200);
    expect(ok).toHaveLength(100);
    expect(results.filter((res) => res.status !== 200).every((res) => res.status === 409)).toBe(true);
    const rows = await packClaimRows(server, packId);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(100);
    expect(rows.reduce((sum, row) => sum + toUnits(row.amount, 8), 0n)).toBe(toUnits('3.14159265', 8));
    expect(rows.every((row) => toUnits(row.amount, 8) >= 1n)).toBe(true);
    const view = (await server.get(`${DEMO}/luckycoin/${packId}`, member.token)).body.data;
    expect(view).toMatchObject({ status: 'finished', claimed_count: 100, claimed_amount: '3.14159265' });
  });
});

describe('seed', () => {
  test('demo has three packs: one half claimed, one open, one expired and refunded', async () => {
    const { token } = await server.login('member');
    const view = async (id: string) => (await server.get(`${DEMO}/luckycoin/${id}`, token)).body.data;
    const half = await view(SEED_PACK_IDS.halfClaimed);
    expect(half).toMatchObject({ status: 'open', shares: 6, claimed_count: 3, my_claim: null });
    expect(toUnits(half.claimed_amount, 8) + toUnits(half.remaining_amount, 8)).toBe(toUnits('6', 8));
    expect(await view(SEED_PACK_IDS.open)).toMatchObject({ status: 'open', claimed_count: 0, mode: 'equal' });
    const expired = await view(SEED_PACK_IDS.expired);
    expect(expired).toMatchObject({ status: 'expired', refund: { amount: expired.remaining_amount } });
    expect(expired.my_claim).not.toBeNull();
    expect((await claim(SEED_PACK_IDS.open, token)).body.data.my_claim.amount).toBe('0.50000000');
  });
});
