import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { serverJobs } from '../../jobs';
import { PERSONAS, WALLET_SNAPSHOTS } from '../../test/standins';
import { monthsAgo } from '../../seed/profit';
import { createTestServer } from '../../test/helpers';
import { DEMO, USDT } from '../../test/joining';
import { ledgerProblems, storedBalances } from '../../test/vault.repo';
import { recordProfit, settleProfitMonth } from './profit.service';

// Paying out settled profit (issue 23 point 7; spec §9 "paid on the 1st of the next month, and the
// CNY part is released around the 25th"; §1/§5 a payout needs a +86 phone and KYC): crypto leaves the
// vault that funds it as the group bot's transfer to the member's wallet, and the record is claimed
// once the wallet spends it; CNY is released (distributed, not claimed) to the merchant's own payouts.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const MEMBER = PERSONAS.member.user_id;
const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const job = (name: string) => serverJobs(appDeps(server.app)).find((j) => j.name === name)!;
const payOut = () => job('pay-profit-months').run(server.clock.now);
const sendTransfers = () => job('send-wallet-transfers').run(server.clock.now);

type Row = { asset_id: string; state: string; amount: string; tax_amount: string; claimed_amount: string };
const recordsOf = (month: string) => server.sql.all<Row>(`SELECT asset_id, state, amount, tax_amount, claimed_amount FROM profit_records
  WHERE group_id = 'demo' AND user_id = ? AND month = ? ORDER BY asset_id`, MEMBER, month);

/** A closed month long ago in which the member earned 10 USDT and 100 CNY of demo's revenue, settled (pretaxed). */
async function settledMonth(): Promise<string> {
  const month = monthsAgo(server.clock.now, 40);
  const at = `${month}-20T00:00:00.000Z`;
  await recordProfit(server.sql, { groupId: 'demo', userId: MEMBER, month, assetId: USDT, revenue: '100', rewardRate: '0.1' }, at);
  await recordProfit(server.sql, { groupId: 'demo', userId: MEMBER, month, assetId: 'cny', revenue: '1000', rewardRate: '0.1' }, at);
  await settleProfitMonth(server.sql, 'demo', month, server.clock.now);
  expect((await recordsOf(month)).map((r) => r.state)).toEqual(['pretaxed', 'pretaxed']);
  return month;
}

const shareKycWithDemo = async () => {
  const { token } = await server.login('member');
  expect((await server.post(`${DEMO}/kyc/authorize`, {}, token)).status).toBe(200);
};

describe('the pay-profit-months job', () => {
  test('a member without KYC in the group is not paid: nothing moves', async () => {
    const month = await settledMonth();
    const before = await storedBalances(server.sql, 'demo');
    expect(await payOut()).toBeUndefined();
    expect((await recordsOf(month)).map((r) => r.state)).toEqual(['pretaxed', 'pretaxed']);
    expect(await storedBalances(server.sql, 'demo')).toEqual(before);
  });

  test('crypto goes to the member\'s wallet from the profit vault and is claimed once spent; CNY is released', async () => {
    const month = await settledMonth();
    await shareKycWithDemo();
    const profitUsdt = async () => (await storedBalances(server.sql, 'demo')).get(`profit|${USDT}`)!;
    const before = await profitUsdt();
    // The seed's last month (305 USDT and some BTC of revenue shares) is more than demo's profit vault
    // holds: it waits, whole, for a later run.
    expect(await payOut()).toMatch(/^profit paid out: 1 record\(s\) through the wallet, 1 released, \d+ waiting$/);
    expect((await recordsOf(monthsAgo(server.clock.now, 1))).every((r) => r.state === 'pretaxed')).toBe(true);
    // This month's 10 USDT (72 CNY: no tax) left the profit vault; the CNY is released.
    expect(await recordsOf(month)).toEqual([
      { asset_id: USDT, state: 'distributed', amount: '10.00000000', tax_amount: '0.00000000', claimed_amount: '0' },
      { asset_id: 'cny', state: 'distributed', amount: '100.00', tax_amount: '0.00', claimed_amount: '0' },
    ].sort((a, b) => a.asset_id.localeCompare(b.asset_id)));
    expect(Number(before) - Number(await profitUsdt())).toBe(10);
    expect(await ledgerProblems(server.sql, 'demo')).toEqual([]);

    expect(await sendTransfers()).toBe('wallet transfers: 1 confirmed, 0 refused, 0 to try again, 0 on their way');
    expect((await recordsOf(month)).find((r) => r.asset_id === USDT)).toMatchObject({ state: 'claimed', claimed_amount: '10.00000000' });
    expect(await server.sql.all(`SELECT opponent_id, amount, memo FROM ${WALLET_SNAPSHOTS} WHERE user_id = ? AND trace_id IN
      (SELECT transfer_id FROM wallet_transfers WHERE kind = 'profit_payout')`, MEMBER))
      .toEqual([{ opponent_id: DEMO_CLIENT, amount: '10.00000000', memo: Buffer.from(`profit:${month}`).toString('hex') }]);
    // Paid once: the next runs move nothing more.
    const after = await storedBalances(server.sql, 'demo');
    await payOut();
    expect(await storedBalances(server.sql, 'demo')).toEqual(after);
    expect(await server.sql.value(`SELECT COUNT(*) FROM wallet_transfers WHERE kind = 'profit_payout'`)).toBe(1);
  });
});
