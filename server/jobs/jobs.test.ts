import { afterAll, describe, expect, test } from 'vitest';
import { PERSONAS } from '../sandbox/personas';
import { createTestServer } from '../test/helpers';
import { createOrder, invitedUser, orderState } from '../test/joining';
import { monthOf, recordProfit } from '../routes/profit/profit.service';
import { serverJobs } from '.';

// What the server does on its own (issue 23 point 7), each job run as the scheduler runs it.

const server = createTestServer();
afterAll(() => server.close());
const job = (name: string) => serverJobs({ db: server.db }).find((j) => j.name === name)!;
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';

describe('the server\'s jobs', () => {
  test('an order unpaid for 30 minutes expires with nobody asking', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    await job('expire-orders-and-packs').run(server.clock.now + 29 * 60_000);
    expect(orderState(server, orderId)).toBe('NOT_PAID');
    await job('expire-orders-and-packs').run(server.clock.now + 31 * 60_000);
    expect(orderState(server, orderId)).toBe('EXPIRED');
  });

  test('a month is settled after income tax once it has closed, once', async () => {
    const month = monthOf(server.clock.now);
    recordProfit(server.db, {
      groupId: 'free', userId: PERSONAS.member.user_id, month, assetId: USDT, revenue: '90000', rewardRate: '0.1',
    }, new Date(server.clock.now).toISOString());
    const states = () => server.db.prepare(`SELECT state, tax_amount FROM profit_records WHERE group_id = 'free' AND month = ?`).all(month);
    const settle = job('settle-profit-months');
    expect(await settle.run(server.clock.now)).toBeUndefined();
    expect(states()).toEqual([{ state: 'pending', tax_amount: '0' }]);
    // The seed's demo has this month pending too: both groups' months close together.
    const nextMonth = server.clock.now + 32 * 86_400_000;
    expect(await settle.run(nextMonth)).toMatch(/^settled 2 group month\(s\), \d+ record\(s\)$/);
    const [settled] = states() as { state: string; tax_amount: string }[];
    expect(settled!.state).toBe('pretaxed');
    expect(Number(settled!.tax_amount)).toBeGreaterThan(0);
    expect(await settle.run(nextMonth)).toBeUndefined();
  });
});
