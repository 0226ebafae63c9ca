import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { add, compare, sub } from '../../../contract/money';
import {
  VAULT_KINDS, VaultAssetList, VaultOverview, Vault, VaultWithdrawResult, VaultWithdrawalPage, vaultAmountProblem,
} from '../../../contract/vault';
import { PERSONAS, standInProviders, STANDINS, WALLET_SNAPSHOTS } from '../../test/standins';
import { appDeps } from '../../app';
import { serverJobs } from '../../jobs';
import { apiErrors } from '../../lib/errors';
import { WALLET_TRANSFER_MAX_ATTEMPTS, walletTransferRetryDelayMs } from '../payment/wallet-transfers.service';
import { MEMBER_PERMANENT_CODE } from '../../seed/invitations';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';
import { BTC, DEMO, USDT, createOrder, pay, readWalletEverywhere, walletPays } from '../../test/joining';
import { eventsOf, ledgerEntries, ledgerProblems, pinHashOf, storedBalances } from '../../test/vault.repo';
import { orderSplit } from './vault.service';

// The vaults (issue 14 point 4): the ledger the payments fill, the PIN the owner sets, and withdrawals
// from the profit vault with it.

const server = createTestServer();
afterAll(() => server.close());

/** The scheduler's run of the wallet transfers, as it comes every 2 s: sends what is due. */
const sendTransfers = (on: TestServer = server, at?: number) => {
  if (at !== undefined) on.clock.now = at;
  return serverJobs(appDeps(on.app)).find((j) => j.name === 'send-wallet-transfers')!.run(on.clock.now);
};

/** What the group bots paid into a wallet, as the wallet stand-in's snapshots of it say. */
const walletReceived = (on: TestServer, userId: string) => on.sql.all(`SELECT opponent_id, asset_id, amount FROM ${WALLET_SNAPSHOTS}
  WHERE user_id = ? AND trace_id IN (SELECT transfer_id FROM wallet_transfers) ORDER BY created_at, snapshot_id`, userId);
beforeEach(async () => {
  await server.reset();
});

const PIN = '246810';
const tokenOf = async (persona: 'owner' | 'admin' | 'lecturer' | 'member', group = 'demo') => (await server.login(persona, group)).token;

type Overview = { vaults: { vault_id: string; kind: string; withdrawable: boolean; assets: { asset_id: string; symbol: string; balance: string }[] }[]; pin: { pin_set: boolean; tries_left: number; locked_until: string | null }; can_set_pin: boolean };

async function overview(token: string, group = 'demo'): Promise<Overview> {
  const res = await server.get(`/api/groups/${group}/vaults/`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, VaultOverview)).toBe(true);
  return res.body.data as Overview;
}

/** What the owner's (or anyone's) wallet got from the groups' bots, newest first (the wallet stand-in's inbox). */
async function walletMessages(userId: string): Promise<{ group_id: string; text: string }[]> {
  const res = await server.get(`${STANDINS}/mixin/messages?user_id=${userId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const vaultOf = (o: Overview, kind: string) => o.vaults.find((v) => v.kind === kind)!;
const balanceIn = (o: Overview, kind: string, assetId: string) =>
  vaultOf(o, kind).assets.find((a) => a.asset_id === assetId)?.balance ?? '0';

async function setPin(token?: string) {
  const res = await server.post(`${DEMO}/vaults/create`, { pin: PIN }, token ?? await tokenOf('owner'));
  expect(res.status, res.text).toBe(200);
  return res;
}

let requestCount = 0;
const withdrawBody = (fields: Partial<{ asset_id: string; amount: string; pin: string; destination: string; request_id: string }> = {}) => ({
  asset_id: USDT, amount: '1', pin: PIN, destination: "the owner's wallet", request_id: `req-${Date.now()}-${requestCount++}`, ...fields,
});

/** A new invitee of the member pays the demo membership in `asset`: a PAID join order with a bonus. */
async function paidInviteeOrder(asset = USDT) {
  const { token } = await server.login('new');
  expect((await server.post(`${DEMO}/invitations/apply?code=${MEMBER_PERMANENT_CODE}`, {}, token)).status).toBe(200);
  const orderId = await createOrder(server, token);
  const amount = (await pay(server, token, orderId, 'mixin', asset)).body.data.amount as string;
  expect((await walletPays(server, { reference: orderId, asset_id: asset, amount })).state).toBe('PAID');
  return { orderId, amount };
}

/** The member renews and pays in `asset`: a PAID order without a bonus. */
async function paidRenewal(asset = USDT) {
  const token = await tokenOf('member');
  const orderId = await createOrder(server, token);
  const amount = (await pay(server, token, orderId, 'mixin', asset)).body.data.amount as string;
  expect((await walletPays(server, { reference: orderId, asset_id: asset, amount })).state).toBe('PAID');
  return { orderId, amount };
}

const seededOrders = (s: TestServer) => s.sql.all<{ group_id: string; asset_id: string; amount: string; bonus_amount: string | null }>(`SELECT o.group_id,
    COALESCE(p.asset_id, o.asset_id) AS asset_id, COALESCE(p.amount, o.amount) AS amount, r.bonus_amount FROM orders o
    LEFT JOIN payments p ON p.order_id = o.order_id LEFT JOIN invite_records r ON r.order_id = o.order_id WHERE o.state = 'PAID'
    ORDER BY o.order_id`);

describe('the split of a payment', () => {
  test.each([
    // paid, bonus, precision → master, bonus, tax, profit
    ['19.5', '1.95', 8, { master: '19.5', bonus: '1.95', tax: '1.053', profit: '16.497' }],
    ['9.9', '0', 8, { master: '9.9', bonus: '0', tax: '0.594', profit: '9.306' }],
    ['144.00', '0', 2, { master: '144.00', bonus: '0', tax: '8.64', profit: '135.36' }],
    // Half a fen of tax rounds up; profit takes the rest, so the shares always add up to what was paid.
    ['0.25', '0', 2, { master: '0.25', bonus: '0', tax: '0.02', profit: '0.23' }],
    ['0.0003', '0.00003', 8, { master: '0.0003', bonus: '0.00003', tax: '0.0000162', profit: '0.0002538' }],
    ['0.00000001', '0', 8, { master: '0.00000001', bonus: '0', tax: '0', profit: '0.00000001' }],
  ])('%s paid, %s bonus, %i places', (paid, bonus, precision, expected) => {
    const split = orderSplit(paid, bonus, precision);
    for (const kind of VAULT_KINDS) expect(compare(split[kind], expected[kind]), kind).toBe(0);
    expect(compare(add(add(split.profit, split.bonus), split.tax), paid)).toBe(0);
  });
});

describe('the seeded vaults', () => {
  test('hold exactly what the seeded paid orders brought in, split by the rule', async () => {
    const owner = await tokenOf('owner');
    const o = await overview(owner);
    expect(o.vaults.map((v) => v.kind)).toEqual(['master', 'profit', 'bonus', 'tax']);
    expect(o.vaults.map((v) => v.withdrawable)).toEqual([false, true, false, false]);
    const demo = (await seededOrders(server)).filter((row) => row.group_id === 'demo');
    expect(demo.length).toBeGreaterThanOrEqual(6);
    for (const assetId of new Set(demo.map((row) => row.asset_id))) {
      const paid = demo.filter((row) => row.asset_id === assetId);
      const total = paid.reduce((sum, row) => add(sum, row.amount), '0');
      const bonus = paid.reduce((sum, row) => add(sum, row.bonus_amount ?? '0'), '0');
      expect(compare(balanceIn(o, 'master', assetId), total), assetId).toBe(0);
      expect(compare(balanceIn(o, 'bonus', assetId), bonus), assetId).toBe(0);
    }
    // demo's paid orders: 144.00 + 288.00 CNY, 19.5 + 9.90 + 9.90 USDT, 0.0003 BTC.
    expect(balanceIn(o, 'master', 'cny')).toBe('432.00');
    expect(balanceIn(o, 'master', USDT)).toBe('39.30000000');
    expect(balanceIn(o, 'profit', USDT)).toBe('35.10900000');
    expect(balanceIn(o, 'bonus', BTC)).toBe('0.00003000');
    expect(await ledgerProblems(server.sql, 'demo')).toEqual([]);
    expect(o.pin).toEqual({ pin_set: false, tries_left: 5, locked_until: null });
    expect(o.can_set_pin).toBe(true);
  });

  test('each group has its own vaults; free has no paid orders and holds nothing', async () => {
    const free = await overview(await tokenOf('owner', 'free'), 'free');
    const demo = await overview(await tokenOf('owner'));
    expect(free.vaults.every((v) => v.assets.length === 0)).toBe(true);
    expect(new Set(free.vaults.map((v) => v.vault_id)).size).toBe(4);
    for (const v of free.vaults) expect(demo.vaults.map((d) => d.vault_id)).not.toContain(v.vault_id);
  });
});

describe('GET /vaults/, /vaults/{id}, /vaults/{id}/assets', () => {
  test('admins see the vaults too, and may not set the PIN', async () => {
    const admin = await tokenOf('admin');
    const o = await overview(admin);
    expect(o.can_set_pin).toBe(false);
    const profit = vaultOf(o, 'profit');
    const one = await server.get(`${DEMO}/vaults/${profit.vault_id}`, admin);
    expect(is(one.body.data, Vault)).toBe(true);
    expect(one.body.data).toEqual(profit);
    const assets = await server.get(`${DEMO}/vaults/${profit.vault_id}/assets`, admin);
    expect(is(assets.body.data, VaultAssetList)).toBe(true);
    expect(assets.body.data).toEqual(profit.assets);
    // Largest value first: the CNY profit (406.08 CNY) is worth more than the USDT (35.109 × 7.2).
    expect(profit.assets.map((a) => a.symbol)).toEqual(['CNY', 'USDT', 'BTC']);
    expect((await server.get(`${DEMO}/vaults`, admin)).status).toBe(200);
  });

  test('refusals: guests, members, lecturers, another group\'s vault, an unknown id', async () => {
    const profitId = vaultOf(await overview(await tokenOf('owner')), 'profit').vault_id;
    for (const path of ['/vaults/', `/vaults/${profitId}`, `/vaults/${profitId}/assets`, `/vaults/${profitId}/withdrawals`]) {
      expectError(await server.get(`${DEMO}${path}`), 401, ErrorCode.loginRequired);
      for (const persona of ['member', 'lecturer'] as const) {
        expectError(await server.get(`${DEMO}${path}`, await tokenOf(persona)), 403, ErrorCode.forbidden);
      }
    }
    const freeOwner = await tokenOf('owner', 'free');
    expectError(await server.get(`/api/groups/free/vaults/${profitId}`, freeOwner), 404, ErrorCode.notFound);
    expectError(await server.get(`/api/groups/free/vaults/${profitId}/withdrawals`, freeOwner), 404, ErrorCode.notFound);
    expectError(await server.get(`${DEMO}/vaults/no-such-vault`, await tokenOf('owner')), 404, ErrorCode.notFound);
    // A demo token is no key to another group.
    expectError(await server.get('/api/groups/free/vaults/', await tokenOf('owner')), 401, ErrorCode.loginRequired);
  });
});

describe('payments fill the vaults', () => {
  test('a paid join order credits master with what was paid, the bonus, tax and profit, once', async () => {
    const owner = await tokenOf('owner');
    const before = await overview(owner);
    const { orderId, amount } = await paidInviteeOrder(USDT);
    const bonus = await server.sql.value('SELECT bonus_amount FROM invite_records WHERE order_id = ?', orderId) as string;
    const split = orderSplit(amount, bonus, 8);
    const after = await overview(owner);
    for (const kind of VAULT_KINDS) {
      expect(compare(sub(balanceIn(after, kind, USDT), balanceIn(before, kind, USDT)), split[kind]), kind).toBe(0);
    }
    expect(compare(split.bonus, '0')).toBe(1);
    // The wallet read again, from the start (a lost cursor): the same transfer pays nothing more.
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);
    expect(await overview(owner)).toEqual(after);
    expect((await ledgerEntries(server.sql, 'demo')).filter((e) => e.reference === orderId)).toHaveLength(4);
  });

  test('an unpaid order and a coupon-free order move nothing', async () => {
    const owner = await tokenOf('owner');
    const before = await overview(owner);
    const { token } = await server.login('new');
    await server.post(`${DEMO}/invitations/apply?code=${MEMBER_PERMANENT_CODE}`, {}, token);
    const orderId = await createOrder(server, token);
    const amount = (await pay(server, token, orderId, 'mixin', BTC)).body.data.amount as string;
    expect(amount).not.toBe('0');
    // Nobody pays it: the wallet, read, has nothing for it.
    await readWalletEverywhere(server);
    // pending's RC voucher makes the membership free: PAID at once, nothing paid.
    const pending = (await server.login('pending')).token;
    await server.post(`${DEMO}/invitations/apply?code=DEMOPERM`, {}, pending);
    const freeOrder = await createOrder(server, pending);
    const paid = await pay(server, pending, freeOrder, 'reborn', 'rc', { coupon_id: '30000000-0000-4000-8000-000000000007' });
    expect(paid.body.data.state, paid.text).toBe('PAID');
    expect(await overview(owner)).toEqual(before);
  });
});

describe('POST /vaults/create (the PIN, set once by the owner)', () => {
  test('the owner sets it: stored as a salted scrypt hash, recorded without the PIN', async () => {
    const owner = await tokenOf('owner');
    const res = await setPin(owner);
    expect(is(res.body.data, VaultOverview)).toBe(true);
    expect(res.body.data.pin).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
    expect(res.text).not.toContain(PIN);
    const hash = (await pinHashOf(server.sql, 'demo'))!;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(PIN);
    const events = await eventsOf(server.sql, 'demo', 'vault.create');
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_id).toBe(PERSONAS.owner.user_id);
    expect(JSON.stringify(events[0])).not.toContain(PIN);
    // Salted: the same PIN in another group hashes differently.
    expect((await server.post('/api/groups/free/vaults/create', { pin: PIN }, await tokenOf('owner', 'free'))).status).toBe(200);
    expect(await pinHashOf(server.sql, 'free')).not.toBe(hash);
    // Once: a second time is refused and keeps the first.
    expectError(await server.post(`${DEMO}/vaults/create`, { pin: '111111' }, owner), 409, ErrorCode.vaultPinAlreadySet);
    expect(await pinHashOf(server.sql, 'demo')).toBe(hash);
  });

  test('admins, lecturers, members and guests are refused, and nothing is set', async () => {
    for (const persona of ['admin', 'lecturer', 'member'] as const) {
      expectError(await server.post(`${DEMO}/vaults/create`, { pin: PIN }, await tokenOf(persona)), 403, ErrorCode.forbidden);
    }
    expectError(await server.post(`${DEMO}/vaults/create`, { pin: PIN }), 401, ErrorCode.loginRequired);
    expect(await pinHashOf(server.sql, 'demo')).toBeUndefined();
    expect(await eventsOf(server.sql, 'demo', 'vault.create')).toEqual([]);
  });

  test.each([['12345'], ['1234567'], ['12a456'], [' 123456'], [123456], [null], ['']])('a PIN of %j is refused, and never quoted', async (pin) => {
    const res = await server.post(`${DEMO}/vaults/create`, { pin }, await tokenOf('owner'));
    expectError(res, 400, ErrorCode.validation);
    expect(res.body.message).toBe('invalid pin: a PIN is 6 digits');
    expect(await pinHashOf(server.sql, 'demo')).toBeUndefined();
  });
});

describe('POST /vaults/verify-pin and the wrong-PIN lock', () => {
  test('no PIN yet: refused with its own code', async () => {
    expectError(await server.post(`${DEMO}/vaults/verify-pin`, { pin: PIN }, await tokenOf('admin')), 409, ErrorCode.vaultPinNotSet);
  });

  // Issue 22 point 12: wrong PINs count per person, so one admin cannot lock the owner out.
  test('5 wrong PINs within 15 minutes lock the one who typed them, for 15 minutes; the owner still withdraws and is told once', async () => {
    await setPin();
    const admin = await tokenOf('admin');
    const owner = await tokenOf('owner');
    const right = await server.post(`${DEMO}/vaults/verify-pin`, { pin: PIN }, admin);
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
    for (let left = 4; left >= 1; left--) {
      const wrong = await server.post(`${DEMO}/vaults/verify-pin`, { pin: '918273' }, admin);
      expectError(wrong, 403, ErrorCode.vaultPinWrong);
      expect(wrong.body.message).toMatch(new RegExp(`${left} tr(y|ies) left`));
      expect((await overview(admin)).pin.tries_left).toBe(left);
      // The admin's wrong PINs are the admin's: the owner's count is untouched.
      expect((await overview(owner)).pin.tries_left).toBe(5);
    }
    const fifth = await server.post(`${DEMO}/vaults/verify-pin`, { pin: '564738' }, admin);
    expectError(fifth, 429, ErrorCode.vaultPinLocked);
    expect(fifth.body.message).toMatch(/your withdrawals are locked until/);
    const locked = (await overview(admin)).pin;
    expect(locked.tries_left).toBe(0);
    expect(Date.parse(locked.locked_until!)).toBe(server.clock.now + 15 * 60_000);
    // Locked: even the right PIN is refused for the admin, and a try while locked is not counted.
    expectError(await server.post(`${DEMO}/vaults/verify-pin`, { pin: PIN }, admin), 429, ErrorCode.vaultPinLocked);
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody(), admin), 429, ErrorCode.vaultPinLocked);
    // The owner is not locked: the right PIN withdraws.
    expect((await overview(owner)).pin).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
    const withdrawn = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody(), owner);
    expect(withdrawn.status, withdrawn.text).toBe(200);

    const failures = await eventsOf(server.sql, 'demo', 'vault.pin_failed');
    expect(failures).toHaveLength(5);
    expect(failures[0]!.details).toEqual({ via: 'verify', tries_left: 0, locked_until: locked.locked_until });
    // The lock is an event of its own, once, naming whom it locks; and the owner gets one wallet message.
    const locks = await eventsOf(server.sql, 'demo', 'vault.pin_locked');
    expect(locks).toEqual([{ actor_id: PERSONAS.admin.user_id, details: { name: 'Adam Admin', tries: 5, minutes: 15, locked_until: locked.locked_until } }]);
    const told = await walletMessages(PERSONAS.owner.user_id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ group_id: 'demo' });
    expect(told[0]!.text).toMatch(/Adam Admin/);
    expect(told[0]!.text).toMatch(/15/);
    expect(await walletMessages(PERSONAS.admin.user_id)).toEqual([]);
    expect(JSON.stringify([failures, locks, told])).not.toMatch(/918273|564738|246810/);

    // 15 minutes later it unlocks with every try back.
    server.clock.advance(15 * 60);
    expect((await overview(admin)).pin).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
    expect((await server.post(`${DEMO}/vaults/verify-pin`, { pin: PIN }, admin)).status).toBe(200);
    // A new lock is a new message: one per lock.
    for (let i = 0; i < 5; i++) await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, admin);
    expect((await overview(admin)).pin.tries_left).toBe(0);
    expect(await walletMessages(PERSONAS.owner.user_id)).toHaveLength(2);
    expect(await eventsOf(server.sql, 'demo', 'vault.pin_locked')).toHaveLength(2);
  });

  test('the owner who locks themselves out is told too; admins are not locked by it', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    for (let i = 0; i < 5; i++) await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, owner);
    expect((await overview(owner)).pin.tries_left).toBe(0);
    expect((await overview(await tokenOf('admin'))).pin).toEqual({ pin_set: true, tries_left: 5, locked_until: null });
    expect(await walletMessages(PERSONAS.owner.user_id)).toHaveLength(1);
  });

  test('a right PIN starts the count again; wrong PINs older than 15 minutes no longer count', async () => {
    await setPin();
    const admin = await tokenOf('admin');
    const owner = await tokenOf('owner');
    for (let i = 0; i < 3; i++) await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, admin);
    for (let i = 0; i < 2; i++) await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, owner);
    expect((await overview(admin)).pin.tries_left).toBe(2);
    expect((await overview(owner)).pin.tries_left).toBe(3);
    await server.post(`${DEMO}/vaults/verify-pin`, { pin: PIN }, admin);
    expect((await overview(admin)).pin.tries_left).toBe(5);
    // The admin's right PIN starts only the admin's count again.
    expect((await overview(owner)).pin.tries_left).toBe(3);
    for (let i = 0; i < 4; i++) await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, admin);
    server.clock.advance(15 * 60 + 1);
    expect((await overview(admin)).pin.tries_left).toBe(5);
    expect((await overview(owner)).pin.tries_left).toBe(5);
  });

  test('refusals: members, lecturers, guests (nothing counted), bad input', async () => {
    await setPin();
    for (const persona of ['lecturer', 'member'] as const) {
      expectError(await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }, await tokenOf(persona)), 403, ErrorCode.forbidden);
    }
    expectError(await server.post(`${DEMO}/vaults/verify-pin`, { pin: '000000' }), 401, ErrorCode.loginRequired);
    expect((await overview(await tokenOf('owner'))).pin.tries_left).toBe(5);
    expectError(await server.post(`${DEMO}/vaults/verify-pin`, { pin: '12' }, await tokenOf('admin')), 400, ErrorCode.validation);
    expectError(await server.post(`${DEMO}/vaults/verify-pin`, {}, await tokenOf('admin')), 400, ErrorCode.validation);
    expect(await eventsOf(server.sql, 'demo', 'vault.pin_failed')).toEqual([]);
  });
});

describe('POST /vaults/withdraw', () => {
  test('from the profit vault with the PIN: debited at once, recorded, then paid by the group bot to the owner\'s wallet', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    const before = await overview(owner);
    const res = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '1.5', destination: '  the owner\'s wallet ' }), owner);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, VaultWithdrawResult)).toBe(true);
    const { withdrawal, balance } = res.body.data;
    expect(withdrawal).toMatchObject({
      vault_id: vaultOf(before, 'profit').vault_id, asset_id: USDT, symbol: 'USDT', amount: '1.50000000',
      destination: "the owner's wallet", actor: { user_id: PERSONAS.owner.user_id },
    });
    // Pending until the bot's transfer is spent: the scheduler's next run sends it.
    expect(withdrawal.state).toBe('pending');
    expect(balance).toBe('33.60900000');
    const after = await overview(owner);
    expect(balanceIn(after, 'profit', USDT)).toBe('33.60900000');
    expect(balanceIn(after, 'master', USDT)).toBe('37.80000000');
    expect(balanceIn(after, 'bonus', USDT)).toBe(balanceIn(before, 'bonus', USDT));
    expect(balanceIn(after, 'tax', USDT)).toBe(balanceIn(before, 'tax', USDT));
    expect(await ledgerProblems(server.sql, 'demo')).toEqual([]);
    const events = await eventsOf(server.sql, 'demo', 'vault.withdraw');
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({
      withdrawal_id: withdrawal.withdrawal_id, asset_id: USDT, symbol: 'USDT', amount: '1.50000000', destination: "the owner's wallet",
    });
    expect(JSON.stringify(events)).not.toContain(PIN);
    expect(await walletReceived(server, PERSONAS.owner.user_id)).toEqual([]);
    expect(await sendTransfers()).toBe('wallet transfers: 1 confirmed, 0 refused, 0 to try again, 0 on their way');
    const history = await server.get(`${DEMO}/vaults/${withdrawal.vault_id}/withdrawals`, owner);
    expect(is(history.body.data, VaultWithdrawalPage)).toBe(true);
    expect(history.body.data.items[0]).toMatchObject({ withdrawal_id: withdrawal.withdrawal_id, state: 'confirmed' });
    expect(history.body.data.items[0].settled_at).not.toBeNull();
    expect(await walletReceived(server, PERSONAS.owner.user_id)).toEqual([{ opponent_id: '20000000-0000-4000-8000-00000000d001', asset_id: USDT, amount: '1.50000000' }]);
    // Sent once: the next runs find nothing due.
    expect(await sendTransfers()).toBeUndefined();
    expect(await walletReceived(server, PERSONAS.owner.user_id)).toHaveLength(1);
  });

  test('admins withdraw with the PIN too (§6 "manage vault withdrawals"), to the owner\'s wallet, never their own', async () => {
    await setPin();
    const res = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '35.109' }), await tokenOf('admin'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.balance).toBe('0.00000000');
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '0.01' }), await tokenOf('admin')),
      409, ErrorCode.vaultBalanceTooLow);
    await sendTransfers();
    expect(await walletReceived(server, PERSONAS.admin.user_id)).toEqual([]);
    expect(await walletReceived(server, PERSONAS.owner.user_id)).toEqual([expect.objectContaining({ asset_id: USDT, amount: '35.10900000' })]);
  });

  test('CNY and RC are not withdrawn through the wallet: their providers settle them to the merchant account', async () => {
    await setPin();
    const before = await storedBalances(server.sql, 'demo');
    const res = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ asset_id: 'cny', amount: '1' }), await tokenOf('owner'));
    expectError(res, 409, ErrorCode.vaultAssetNotWithdrawable);
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ asset_id: 'rc', amount: '1' }), await tokenOf('owner')),
      409, ErrorCode.vaultAssetNotWithdrawable);
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
    expect((await overview(await tokenOf('owner'))).pin.tries_left).toBe(5);
  });

  test('a wrong PIN withdraws nothing and is counted', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    const before = await storedBalances(server.sql, 'demo');
    const res = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ pin: '135791' }), owner);
    expectError(res, 403, ErrorCode.vaultPinWrong);
    expect(res.body.message).not.toContain('135791');
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
    expect((await overview(owner)).pin.tries_left).toBe(4);
    expect((await eventsOf(server.sql, 'demo', 'vault.pin_failed'))[0]!.details).toMatchObject({ via: 'withdraw', tries_left: 4 });
    expect(await eventsOf(server.sql, 'demo', 'vault.withdraw')).toEqual([]);
  });

  test('more than the balance is refused in the transaction that debits; the balance stays', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    const before = await storedBalances(server.sql, 'demo');
    const res = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '35.10900001' }), owner);
    expectError(res, 409, ErrorCode.vaultBalanceTooLow);
    expect(res.body.message).toContain('35.10900000 USDT');
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ asset_id: BTC, amount: '1' }), owner), 409, ErrorCode.vaultBalanceTooLow);
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
    const exact = await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '35.109' }), owner);
    expect(exact.body.data.balance).toBe('0.00000000');
  });

  test.each([
    [{ amount: '0' }], [{ amount: '-1' }], [{ amount: '1e2' }], [{ amount: 'abc' }], [{ amount: '1,5' }], [{ amount: '0.000000001' }],
    [{ amount: '' }], [{ asset_id: BTC, amount: '0.000000011' }], [{ asset_id: 'no-such-asset' }], [{ destination: '   ' }],
    [{ destination: 'x'.repeat(201) }], [{ request_id: 'short' }], [{ request_id: 'has space in it' }], [{ pin: '1234' }],
  ])('bad input %j: 400, nothing moves', async (fields) => {
    await setPin();
    const before = await storedBalances(server.sql, 'demo');
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody(fields), await tokenOf('owner')), 400, ErrorCode.validation);
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
    expect((await overview(await tokenOf('owner'))).pin.tries_left).toBe(5);
  });

  test('members, lecturers and guests are refused with no side effect; no PIN yet is its own refusal', async () => {
    const before = await storedBalances(server.sql, 'demo');
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody(), await tokenOf('owner')), 409, ErrorCode.vaultPinNotSet);
    await setPin();
    for (const persona of ['lecturer', 'member'] as const) {
      expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody(), await tokenOf(persona)), 403, ErrorCode.forbidden);
    }
    expectError(await server.post(`${DEMO}/vaults/withdraw`, withdrawBody()), 401, ErrorCode.loginRequired);
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
    expect((await overview(await tokenOf('owner'))).pin.tries_left).toBe(5);
    expect(await eventsOf(server.sql, 'demo', 'vault.withdraw')).toEqual([]);
  });

  test('a retried request (same request_id) withdraws once and answers the same withdrawal', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    const body = withdrawBody({ amount: '2' });
    const [first, second] = await Promise.all([
      server.post(`${DEMO}/vaults/withdraw`, body, owner), server.post(`${DEMO}/vaults/withdraw`, body, owner),
    ]);
    const third = await server.post(`${DEMO}/vaults/withdraw`, body, owner);
    for (const res of [first, second, third]) expect(res.status, res.text).toBe(200);
    expect(new Set([first, second, third].map((r) => r.body.data.withdrawal.withdrawal_id)).size).toBe(1);
    expect(third.body.data.balance).toBe('33.10900000');
    expect(await eventsOf(server.sql, 'demo', 'vault.withdraw')).toHaveLength(1);
    // The same id for something else is refused.
    expectError(await server.post(`${DEMO}/vaults/withdraw`, { ...body, amount: '3' }, owner), 409, ErrorCode.vaultRequestReused);
    expectError(await server.post(`${DEMO}/vaults/withdraw`, body, await tokenOf('admin')), 409, ErrorCode.vaultRequestReused);
    expect(balanceIn(await overview(owner), 'profit', USDT)).toBe('33.10900000');
  });

  test('10 withdrawals at once that together exceed the balance: only those that fit go through', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    // 35.109 USDT of profit; 10 × 4 USDT asked: 8 fit.
    const results = await Promise.all(Array.from({ length: 10 }, () =>
      server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '4' }), owner)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(8);
    for (const refused of results.filter((r) => r.status !== 200)) expectError(refused, 409, ErrorCode.vaultBalanceTooLow);
    expect(balanceIn(await overview(owner), 'profit', USDT)).toBe('3.10900000');
    expect(await ledgerProblems(server.sql, 'demo')).toEqual([]);
    // The bot pays them one after another, each from the change of the one before.
    expect(await sendTransfers()).toBe('wallet transfers: 8 confirmed, 0 refused, 0 to try again, 0 on their way');
    expect(await walletReceived(server, PERSONAS.owner.user_id)).toHaveLength(8);
  });

  test('the history pages by 20, newest first', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    for (let i = 1; i <= 22; i++) {
      server.clock.advance(1);
      expect((await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: `0.${String(i).padStart(2, '0')}` }), owner)).status).toBe(200);
    }
    const profitId = vaultOf(await overview(owner), 'profit').vault_id;
    const first = (await server.get(`${DEMO}/vaults/${profitId}/withdrawals`, owner)).body.data;
    expect(first.items).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.items[0].amount).toBe('0.22000000');
    const second = (await server.get(`${DEMO}/vaults/${profitId}/withdrawals?offset=20`, owner)).body.data;
    expect(second.items.map((w: { amount: string }) => w.amount)).toEqual(['0.02000000', '0.01000000']);
    expect(second.has_more).toBe(false);
    expectError(await server.get(`${DEMO}/vaults/${profitId}/withdrawals?limit=0`, owner), 400, ErrorCode.validation);
    const taxId = vaultOf(await overview(owner), 'tax').vault_id;
    expect((await server.get(`${DEMO}/vaults/${taxId}/withdrawals`, owner)).body.data).toEqual({ items: [], has_more: false });
  });
});

describe('the group bot\'s transfer of a withdrawal', () => {
  /** A server whose wallet answers every transfer as `transfer` says. */
  function walletThat(transfer: () => Promise<never>) {
    return createTestServer({}, {
      log: () => {},
      providers: (deps) => {
        const standIns = standInProviders(deps);
        return { ...standIns, mixin: { ...standIns.mixin, transfer } };
      },
    });
  }

  async function withdrawFive(on: TestServer) {
    const { token } = await on.login('owner');
    expect((await on.post(`${DEMO}/vaults/create`, { pin: PIN }, token)).status).toBe(200);
    const res = await on.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '5' }), token);
    expect(res.body.data.withdrawal.state).toBe('pending');
    expect(res.body.data.balance).toBe('30.10900000');
    return { token, id: res.body.data.withdrawal.withdrawal_id as string };
  }

  const returned = async (on: TestServer, token: string, id: string) => {
    const o = (await on.get(`${DEMO}/vaults/`, token)).body.data as Overview;
    expect(balanceIn(o, 'profit', USDT)).toBe('35.10900000');
    expect(balanceIn(o, 'master', USDT)).toBe('39.30000000');
    expect((await ledgerEntries(on.sql, 'demo')).filter((e) => e.reference === id).map((e) => e.entry_kind))
      .toEqual(['withdrawal', 'withdrawal', 'withdrawal_returned', 'withdrawal_returned']);
    expect(await ledgerProblems(on.sql, 'demo')).toEqual([]);
  };
  const stateOf = (on: TestServer, id: string) => on.sql.value<string>('SELECT state FROM vault_withdrawals WHERE withdrawal_id = ?', id);

  test('sent and not spent yet: asked again 2 s later under the same trace, confirmed once the wallet says spent', async () => {
    const traces: string[] = [];
    let spent = false;
    const slow = createTestServer({}, {
      log: () => {},
      providers: (deps) => {
        const standIns = standInProviders(deps);
        return {
          ...standIns,
          mixin: {
            ...standIns.mixin,
            transfer: async (_group, order) => {
              traces.push(order.trace);
              return spent ? { spent: true, snapshot_id: 'snapshot-1' } : { spent: false, snapshot_id: null };
            },
          },
        };
      },
    });
    try {
      const { id } = await withdrawFive(slow);
      expect(await sendTransfers(slow)).toBe('1 transfer(s) on their way');
      expect(await stateOf(slow, id)).toBe('pending');
      expect(await sendTransfers(slow, slow.clock.now + 1_000)).toBeUndefined();
      spent = true;
      expect(await sendTransfers(slow, slow.clock.now + 1_000)).toBe('wallet transfers: 1 confirmed, 0 refused, 0 to try again, 0 on their way');
      expect(await slow.sql.get('SELECT state, snapshot_id FROM vault_withdrawals WHERE withdrawal_id = ?', id))
        .toEqual({ state: 'confirmed', snapshot_id: 'snapshot-1' });
      expect(new Set(traces).size).toBe(1);
      expect(traces).toHaveLength(2);
    } finally {
      slow.close();
    }
  });

  test('refused by the wallet for good: the withdrawal fails and the amount goes back into profit and master, once', async () => {
    const refusing = walletThat(async () => {
      throw apiErrors.rejected('the wallet refused the transfer: Invalid field: receivers');
    });
    try {
      const { token, id } = await withdrawFive(refusing);
      expect(await sendTransfers(refusing)).toBe('wallet transfers: 0 confirmed, 1 refused, 0 to try again, 0 on their way');
      expect(await stateOf(refusing, id)).toBe('failed');
      await returned(refusing, token, id);
      expect(await sendTransfers(refusing, refusing.clock.now + 3_600_000)).toBeUndefined();
      await returned(refusing, token, id);
    } finally {
      refusing.close();
    }
  });

  test('a wallet that does not answer: tried again after 10 s, 20 s … and given up after its last try, the amount back', async () => {
    let asked = 0;
    const down = walletThat(async () => {
      asked += 1;
      throw apiErrors.unavailable('the wallet did not answer: try again');
    });
    try {
      const { token, id } = await withdrawFive(down);
      let at = down.clock.now;
      expect(await sendTransfers(down, at)).toBe('wallet transfers: 0 confirmed, 0 refused, 1 to try again, 0 on their way');
      // Not before its back-off.
      expect(await sendTransfers(down, at + walletTransferRetryDelayMs(1) - 1_000)).toBeUndefined();
      expect(asked).toBe(1);
      for (let attempt = 1; attempt < WALLET_TRANSFER_MAX_ATTEMPTS - 1; attempt += 1) {
        at += walletTransferRetryDelayMs(attempt);
        await sendTransfers(down, at);
        expect(await stateOf(down, id)).toBe('pending');
      }
      expect(asked).toBe(WALLET_TRANSFER_MAX_ATTEMPTS - 1);
      at += walletTransferRetryDelayMs(WALLET_TRANSFER_MAX_ATTEMPTS - 1);
      expect(await sendTransfers(down, at)).toBe('wallet transfers: 0 confirmed, 1 refused, 0 to try again, 0 on their way');
      expect(await stateOf(down, id)).toBe('failed');
      await returned(down, token, id);
    } finally {
      down.close();
    }
  });
});

describe('the ledger check', () => {
  test('after a mixed run of payments and withdrawals, every vault\'s balance is the sum of its entries', async () => {
    await setPin();
    const owner = await tokenOf('owner');
    await paidInviteeOrder(USDT);
    await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '3.3' }), owner);
    await paidInviteeOrder(BTC);
    await paidRenewal(USDT);
    await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ asset_id: BTC, amount: '0.0001' }), owner);
    await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ pin: '000000' }), owner);
    await server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '1000' }), owner);
    await paidRenewal(BTC);
    await Promise.all(Array.from({ length: 5 }, () => server.post(`${DEMO}/vaults/withdraw`, withdrawBody({ amount: '7' }), owner)));
    await sendTransfers();
    const problems = await ledgerProblems(server.sql, 'demo');
    expect(problems).toEqual([]);
    // The check itself catches a balance moved without its entry.
    await server.sql.run(`UPDATE vault_balances SET balance = '1.00000000' WHERE asset_id = ? AND vault_id =
      (SELECT vault_id FROM vaults WHERE group_id = 'demo' AND kind = 'bonus')`, USDT);
    expect((await ledgerProblems(server.sql, 'demo')).length).toBeGreaterThan(0);
  });

  test('the database refuses a negative balance, whatever the code does', async () => {
    const profit = await server.sql.value<string>("SELECT vault_id FROM vaults WHERE group_id = 'demo' AND kind = 'profit'");
    await expect(server.sql.run("UPDATE vault_balances SET balance = '-1' WHERE vault_id = ?", profit!)).rejects.toThrow(/check/i);
  });
});

describe('vaultAmountProblem (the rule both sides use)', () => {
  test.each([
    ['1', 8, null, null], ['0.5', 2, '1', null], ['1.50', 1, null, null], ['12.345', 2, null, 'precision'], ['1', 0, null, null],
    ['0', 8, null, 'zero'], ['0.000', 8, null, 'zero'], ['-1', 8, null, 'format'], ['.5', 8, null, 'format'], ['1.', 8, null, 'format'],
    ['1e3', 8, null, 'format'], ['1,000', 8, null, 'format'], ['', 8, null, 'format'], ['2', 8, '1.99', 'balance'], ['1.99', 8, '1.99', null],
  ] as const)('%s at %i places with balance %s: %s', (amount, precision, balance, problem) => {
    expect(vaultAmountProblem(amount, precision, balance)).toBe(problem);
  });
});
