import { afterAll, describe, expect, test } from 'vitest';
import { PERSONAS } from '../sandbox/personas';
import { createTestServer } from '../test/helpers';
import { createOrder, invitedUser, readOrderState, pay } from '../test/joining';
import { findSandboxWechatPayTransactionByTradeNo, settleSandboxWechatPayTransaction } from '../sandbox/sandbox.repo';
import { monthOf, recordProfit } from '../routes/profit/profit.service';
import { serverJobs } from '.';
import { appDeps } from '../app';
import { sandboxProviders } from '../sandbox/providers';

// What the server does on its own (issue 23 point 7), each job run as the scheduler runs it.

const server = createTestServer();
afterAll(() => server.close());
const job = (name: string) => serverJobs(appDeps(server.app)).find((j) => j.name === name)!;
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';

describe('the server\'s jobs', () => {
  test('an order unpaid for 30 minutes expires with nobody asking', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    await job('expire-orders-and-packs').run(server.clock.now + 29 * 60_000);
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
    await job('expire-orders-and-packs').run(server.clock.now + 31 * 60_000);
    expect(await readOrderState(server, orderId)).toBe('EXPIRED');
  });

  test('a month is settled after income tax once it has closed, once', async () => {
    const month = monthOf(server.clock.now);
    await recordProfit(server.sql, {
      groupId: 'free', userId: PERSONAS.member.user_id, month, assetId: USDT, revenue: '90000', rewardRate: '0.1',
    }, new Date(server.clock.now).toISOString());
    const states = () => server.sql.all<{ state: string; tax_amount: string }>(
      `SELECT state, tax_amount FROM profit_records WHERE group_id = 'free' AND month = ?`, month);
    const settle = job('settle-profit-months');
    expect(await settle.run(server.clock.now)).toBeUndefined();
    expect(await states()).toEqual([{ state: 'pending', tax_amount: '0' }]);
    // The seed's demo has this month pending too: both groups' months close together.
    const nextMonth = server.clock.now + 32 * 86_400_000;
    expect(await settle.run(nextMonth)).toMatch(/^settled 2 group month\(s\), \d+ record\(s\)$/);
    const [settled] = await states();
    expect(settled!.state).toBe('pretaxed');
    expect(Number(settled!.tax_amount)).toBeGreaterThan(0);
    expect(await settle.run(nextMonth)).toBeUndefined();
  });
});

describe('requests a party has not reported on', () => {
  test('a badge seal still pending after 5 minutes is sent again under the same id; a reported one is not', async () => {
    const asked: string[] = [];
    let down = true;
    const flaky = createTestServer({ chainSealDelayMs: 0 }, {
      log: () => {},
      providers: (deps) => {
        const standIns = sandboxProviders(deps);
        const party = <A, T>(what: string, idOf: (request: A) => string, send: (request: A) => Promise<T>) => async (request: A) => {
          asked.push(`${what} ${idOf(request)}`);
          if (down) throw new Error('the party is down');
          await send(request);
        };
        return {
          ...standIns,
          chain: { ...standIns.chain, requestSeal: party('seal', (seal) => seal.seal_id, standIns.chain.requestSeal) },
        };
      },
    });
    try {
      const seal = await flaky.post('/api/groups/demo/badges/my/kudos_giver/seal', {}, (await flaky.login('member')).token);
      expect(seal.body.data.chain_state).toBe('lighting');
      const sealState = () => flaky.sql.value<string>('SELECT state FROM badge_seals WHERE seal_id = ?', seal.body.data.seal_id);
      expect(await sealState()).toBe('pending');

      const resend = serverJobs(appDeps(flaky.app)).find((j) => j.name === 'resend-pending-requests')!;
      asked.length = 0;
      expect(await resend.run(flaky.clock.now + 4 * 60_000)).toBeUndefined();
      expect(asked).toEqual([]);
      down = false;
      expect(await resend.run(flaky.clock.now + 6 * 60_000)).toBe('sent again 1 seal(s)');
      expect(asked).toEqual([`seal ${seal.body.data.seal_id}`]);
      // The stand-in took it this time and reported at once: nothing is pending, nothing is sent again.
      expect(await sealState()).toBe('confirmed');
      expect(await resend.run(flaky.clock.now + 12 * 60_000)).toBeUndefined();
      expect(asked).toHaveLength(1);
    } finally {
      flaky.close();
    }
  });
});

describe('charges whose notification may have been lost', () => {
  test('WeChat Pay is asked about open charges over 2 minutes old: paid → PAID, closed → FAILED, unpaid → unchanged, each once', async () => {
    const reconcile = job('reconcile-charges');
    const charged = async () => {
      const token = await invitedUser(server);
      const orderId = await createOrder(server, token);
      const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'h5' });
      expect(res.status, res.text).toBe(200);
      return { orderId, prepayId: (await findSandboxWechatPayTransactionByTradeNo(server.sql, '1900000109', res.body.data.charge_id))!.prepay_id };
    };
    const paid = await charged();
    const closed = await charged();
    const unpaid = await charged();
    // WeChat Pay took the first payment and closed the second, and neither notification reached us.
    await settleSandboxWechatPayTransaction(server.sql, paid.prepayId, {
      state: 'SUCCESS', transactionId: '4200000000000000000000000042', successTime: new Date(server.clock.now).toISOString(),
    });
    await settleSandboxWechatPayTransaction(server.sql, closed.prepayId, { state: 'CLOSED' });
    expect(await reconcile.run(server.clock.now + 60_000)).toBeUndefined();
    expect(await readOrderState(server, paid.orderId)).toBe('NOT_PAID');
    expect(await reconcile.run(server.clock.now + 3 * 60_000)).toBe('applied what the payment parties said of 2 charge(s) when asked');
    expect([await readOrderState(server, paid.orderId), await readOrderState(server, closed.orderId), await readOrderState(server, unpaid.orderId)])
      .toEqual(['PAID', 'FAILED', 'NOT_PAID']);
    expect(await reconcile.run(server.clock.now + 4 * 60_000)).toBeUndefined();
    expect(await server.sql.value('SELECT COUNT(*) FROM payments WHERE order_id = ?', paid.orderId)).toBe(1);
  });
});
