import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { signAuthenticationToken } from '@mixin.dev/mixin-node-sdk';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { serverJobs } from '../../jobs';
import { credentialsOf } from '../../providers/credentials';
import { createTestServer } from '../../test/helpers';
import { BTC, USDT, countRows, readOrderState, readWallet, walletJoinOrder } from '../../test/joining';
import { findGroup } from '../group/group.repo';
import { readWalletPayments, WALLET_FIRST_READ_BACK_MS, WALLET_PAGE } from './wallet-receipts.service';
import { insertStandInWalletSnapshot, PERSONAS, STANDINS } from '../../test/standins';

// Payments through the wallet as the wallet reports them: in the group bot's snapshots, which the
// server reads through the wallet SDK (signed with the bot's session) from the wallet stand-in.

const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const FREE_CLIENT = '20000000-0000-4000-8000-00000000f002';
const PAYER = '00000000-0000-4000-8000-000000000009';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  server.clock.now = Date.now();
});

const deps = () => appDeps(server.app);
const demo = async () => (await findGroup(server.sql, 'demo'))!;

let sequence = 0;
/** A transfer the wallet confirmed `agoMs` ago, to `recipient`, as its pay page would write it. */
async function transfer(fields: { trace: string; amount: string; recipient?: string; asset?: string; agoMs?: number; memo?: string }) {
  sequence += 1;
  const at = new Date(server.clock.now - (fields.agoMs ?? 0)).toISOString().slice(0, 23);
  const row = {
    snapshot_id: randomUUID(), user_id: fields.recipient ?? DEMO_CLIENT, opponent_id: PAYER, asset_id: fields.asset ?? BTC,
    amount: fields.amount, memo: Buffer.from(fields.memo ?? '', 'utf8').toString('hex'), trace_id: fields.trace,
    transaction_hash: 'ab'.repeat(32), created_at: `${at}${String(sequence).padStart(6, '0')}Z`,
  };
  expect(await insertStandInWalletSnapshot(server.sql, row)).toBe(true);
  return row;
}

const walletOrder = () => walletJoinOrder(server);

const receipts = () => server.sql.all('SELECT group_id, trace_id, outcome, reason FROM wallet_receipts ORDER BY created_at');

describe('reading a group bot\'s snapshots through the wallet SDK', () => {
  test('incoming transfers after the cursor, oldest first, page by page; outgoing ones and other bots\' are not read', async () => {
    const older = await transfer({ trace: randomUUID(), amount: '1', agoMs: 3000, memo: 'first' });
    await transfer({ trace: randomUUID(), amount: '-0.5', agoMs: 2000 });
    await transfer({ trace: randomUUID(), amount: '2', agoMs: 1000, recipient: FREE_CLIENT });
    const newer = await transfer({ trace: randomUUID(), amount: '3', agoMs: 500 });
    const offset = new Date(server.clock.now - 10_000).toISOString();
    const read = await deps().providers.mixin.incomingTransfers(await demo(), offset, WALLET_PAGE);
    expect(read.transfers).toEqual([
      { snapshot_id: older.snapshot_id, opponent_id: PAYER, asset_id: BTC, amount: '1', trace_id: older.trace_id, memo: 'first', created_at: older.created_at },
      { snapshot_id: newer.snapshot_id, opponent_id: PAYER, asset_id: BTC, amount: '3', trace_id: newer.trace_id, memo: '', created_at: newer.created_at },
    ]);
    expect(read.next).toBe(newer.created_at);
    expect(read.more).toBe(false);
    // A page of one: the outgoing transfer takes the second page's place, and the third page holds the last.
    const first = await deps().providers.mixin.incomingTransfers(await demo(), offset, 1);
    expect([first.transfers.map((t) => t.amount), first.more]).toEqual([['1'], true]);
    const second = await deps().providers.mixin.incomingTransfers(await demo(), first.next!, 1);
    expect([second.transfers, second.more]).toEqual([[], true]);
    const third = await deps().providers.mixin.incomingTransfers(await demo(), second.next!, 1);
    expect(third.transfers.map((t) => t.amount)).toEqual(['3']);
    expect((await deps().providers.mixin.incomingTransfers(await demo(), third.next!, 1)).transfers).toEqual([]);
  });

  test('a transfer is not listed before the network confirms it', async () => {
    await transfer({ trace: randomUUID(), amount: '1', agoMs: -1500 });
    const offset = new Date(server.clock.now - 10_000).toISOString();
    expect((await deps().providers.mixin.incomingTransfers(await demo(), offset, WALLET_PAGE)).transfers).toEqual([]);
    server.clock.now += 1500;
    expect((await deps().providers.mixin.incomingTransfers(await demo(), offset, WALLET_PAGE)).transfers).toHaveLength(1);
  });

  test('the stand-in lists only to the bot\'s own session: another key, another app or a person is refused', async () => {
    const origin = deps().runtime.selfOrigin ?? (await server.listen()).httpUrl;
    const bot = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    const keystore = { app_id: DEMO_CLIENT, session_id: bot.session_id!, session_private_key: bot.session_private_key!, server_public_key: '' };
    const list = async (path: string, keys = keystore) => (await fetch(`${origin}${STANDINS}/mixin-api${path}`, {
      headers: { Authorization: `Bearer ${signAuthenticationToken('GET', path, '', randomUUID(), keys)}` },
    })).json() as Promise<Record<string, any>>;
    expect((await list('/safe/snapshots?limit=10')).data).toEqual([]);
    expect((await list(`/safe/snapshots?app=${FREE_CLIENT}`)).error.description).toBe("Forbidden: another app's snapshots");
    expect((await list('/safe/snapshots?limit=501')).error.description).toBe('Invalid field: limit');
    const otherKey = { ...keystore, session_private_key: Buffer.from(generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' })).subarray(-32).toString('hex') };
    expect((await list('/safe/snapshots', otherKey)).error.description).toBe('Unauthorized: bad signature');
  });
});

describe('what a transfer pays', () => {
  test('a transfer traced by an open order pays it once, however often and by whomever it is read', async () => {
    const { orderId } = await walletOrder();
    await transfer({ trace: orderId, amount: '0.0003' });
    const group = await demo();
    const [first, second] = await Promise.all([readWallet(server), readWalletPayments(deps(), group)]);
    expect(first.applied + second.applied).toBe(1);
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect(await readWallet(server)).toMatchObject({ read: 0, applied: 0, unapplied: 0 });
    // Read from the start again (a lost cursor): the record keeps it from paying twice.
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    expect(await readWalletPayments(deps(), await demo())).toEqual({ read: 1, applied: 0, unapplied: 0 });
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect(await receipts()).toEqual([{ group_id: 'demo', trace_id: orderId, outcome: 'applied', reason: null }]);
  });

  test('a transfer to another group\'s bot, traced by this group\'s order, pays nothing', async () => {
    const { orderId } = await walletOrder();
    await transfer({ trace: orderId, amount: '0.0003', recipient: FREE_CLIENT });
    await readWalletPayments(deps(), (await findGroup(server.sql, 'free'))!);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
    expect(await receipts()).toEqual([{ group_id: 'free', trace_id: orderId, outcome: 'unmatched', reason: 'its trace names nothing of this group' }]);
  });

  test('a transfer to another group\'s bot, traced by this group\'s tip or lucky-coin pack, pays neither', async () => {
    const { token } = await server.login('member');
    const tip = (await server.post('/api/groups/demo/tip/gen_transfer', { recipient_id: PERSONAS.lecturer.user_id, asset_id: USDT, amount: '1' }, token)).body.data;
    const pack = (await server.post('/api/groups/demo/luckycoin/create', { asset_id: USDT, amount: '1', shares: 2, greeting: 'Hi', mode: 'equal' }, token)).body.data.pack;
    await transfer({ trace: tip.tip_id, amount: '1', asset: USDT, recipient: FREE_CLIENT });
    await transfer({ trace: pack.pack_id, amount: '1', asset: USDT, recipient: FREE_CLIENT });
    await readWalletPayments(deps(), (await findGroup(server.sql, 'free'))!);
    expect((await server.get(`/api/groups/demo/luckycoin/${pack.pack_id}`, token)).body.data.status).toBe('unpaid');
    expect(await server.sql.value('SELECT state FROM tips WHERE tip_id = ?', tip.tip_id)).toBe('PENDING');
    expect(await receipts()).toEqual([
      { group_id: 'free', trace_id: tip.tip_id, outcome: 'unmatched', reason: 'its trace names nothing of this group' },
      { group_id: 'free', trace_id: pack.pack_id, outcome: 'unmatched', reason: 'its trace names nothing of this group' },
    ]);
  });

  test('a transfer for an order that expired meanwhile, or naming nothing, is kept as held for its payer and logged', async () => {
    const { orderId } = await walletOrder();
    server.clock.now += 31 * 60_000;
    await transfer({ trace: orderId, amount: '0.0003' });
    await transfer({ trace: randomUUID(), amount: '5' });
    const logged: Record<string, unknown>[] = [];
    const reading = await readWalletPayments({ ...deps(), log: (entry) => logged.push(entry) }, await demo());
    expect(reading).toEqual({ read: 2, applied: 0, unapplied: 2 });
    expect(await readOrderState(server, orderId)).toBe('EXPIRED');
    expect(await receipts()).toEqual([
      { group_id: 'demo', trace_id: orderId, outcome: 'refused', reason: 'order is expired' },
      { group_id: 'demo', trace_id: expect.any(String), outcome: 'unmatched', reason: 'its trace names nothing of this group' },
    ]);
    const held = ['warn', 'a wallet transfer paid for nothing: the group bot holds it for its payer'];
    expect(logged.map((entry) => [entry.level, entry.msg])).toEqual([held, held]);
  });

  test('a group\'s first reading starts a day back: older transfers are not this server\'s to apply', async () => {
    const { orderId } = await walletOrder();
    await transfer({ trace: randomUUID(), amount: '1', agoMs: WALLET_FIRST_READ_BACK_MS + 1000 });
    await transfer({ trace: orderId, amount: '0.0003' });
    expect(await readWalletPayments(deps(), await demo())).toEqual({ read: 1, applied: 1, unapplied: 0 });
  });
});

describe('the scheduler\'s job', () => {
  const job = () => serverJobs(deps()).find((j) => j.name === 'read-wallet-payments')!;

  test('reads only the groups with something open to be paid through the wallet, and says what it applied', async () => {
    // The seed's one kudos waiting for its transfer, given up: nothing is open.
    await server.sql.run(`UPDATE tips SET state = 'FAILED' WHERE state = 'PENDING'`);
    expect(await job().run(server.clock.now)).toBeUndefined();
    expect(await countRows(server, 'wallet_snapshot_cursors')).toBe(0);
    const { orderId } = await walletOrder();
    await transfer({ trace: orderId, amount: '0.0003' });
    expect(await job().run(server.clock.now)).toBe('read the wallet for 1 group(s): 1 payment(s) applied, 0 paying for nothing');
    expect(await readOrderState(server, orderId)).toBe('PAID');
  });

  test('a payable older than an hour is left to the sweep, which reads every group\'s snapshots', async () => {
    // The seed's kudos waiting for its transfer, sent 30 minutes ago; an hour on, the 2-s job leaves it.
    const tip = await server.sql.get(`SELECT tip_id, amount, asset_id FROM tips WHERE state = 'PENDING'`) as { tip_id: string; amount: string; asset_id: string };
    server.clock.now += 31 * 60_000;
    await transfer({ trace: tip.tip_id, amount: tip.amount, asset: tip.asset_id });
    expect(await job().run(server.clock.now)).toBeUndefined();
    const sweep = serverJobs(deps()).find((j) => j.name === 'sweep-wallet-payments')!;
    expect(await sweep.run(server.clock.now)).toMatch(/^swept the wallet of \d+ group\(s\): 1 payment\(s\) applied, 0 paying for nothing$/);
    expect(await server.sql.value('SELECT state FROM tips WHERE tip_id = ?', tip.tip_id)).toBe('PAID');
  });

  test('a group whose bot cannot be asked is logged, and the job goes on', async () => {
    const { orderId } = await walletOrder();
    await server.sql.run(`DELETE FROM group_credentials WHERE group_id = 'demo'`);
    const logged: Record<string, unknown>[] = [];
    const withLog = { ...deps(), log: (entry: Record<string, unknown>) => logged.push(entry) };
    const run = serverJobs(withLog).find((j) => j.name === 'read-wallet-payments')!;
    expect(await run.run(server.clock.now)).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ level: 'warn', msg: 'the group bot\'s snapshots could not be read', group: 'demo' })]);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  });
});
