import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { InviteRecordCount, InviteRecordList, InviteeList } from '../../../contract/invitation';
import { POLICY_USER_DISABLE_INVITATION } from '../../lib/roles';
import { PERSONAS } from '../../test/standins';
import { MEMBER_PERMANENT_CODE } from '../../seed/invitations';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, MEMBERSHIP, USDT, countRows, createOrder, pay, readWalletEverywhere, walletPays } from '../../test/joining';
import { sub } from '../../../contract/money';
import { bonusAmount } from './invitation.bonus';

// Invitation bonuses (issue 13 points 3 and 8): an invitee's paid join order credits their inviter
// a tenth of what was paid, in the same transaction, once; the inviter reads the records per product.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const COUPON_PACK = '10000000-0000-4000-8000-000000000002';
const NFT_MEMBERSHIP = '10000000-0000-4000-8000-000000000003';

/** A new user who applies `code`, orders membership and pays it on the wallet in `asset`; the order id and amount. */
async function inviteeOrder(code: string, asset = BTC) {
  const { token } = await server.login('new');
  expect((await server.post(`${DEMO}/invitations/apply?code=${code}`, {}, token)).status).toBe(200);
  const orderId = await createOrder(server, token);
  const res = await pay(server, token, orderId, 'mixin', asset);
  expect(res.status).toBe(200);
  return { token, orderId, amount: res.body.data.amount as string };
}

/** The invitee pays the order in the wallet (its pay page), and the server reads the group bot's snapshots. */
const paysInWallet = (orderId: string, amount: string, asset = BTC) => walletPays(server, { reference: orderId, asset_id: asset, amount });

describe('bonusAmount: a rate of the paid amount, floored to the asset precision, exactly', () => {
  test.each([
    ['0.0003', '0.1', 8, '0.00003'],
    ['19.5', '0.1', 8, '1.95'],
    ['0.00000019', '0.1', 8, '0.00000001'],
    ['68.88', '0.1', 2, '6.88'],
    ['9.99', '0.1', 0, '0'],
    ['0.3', '0.1', 8, '0.03'],
    ['123456789.123456789', '0.1', 8, '12345678.91234567'],
  ])('%s × %s to %i places is %s', (paid, rate, decimals, expected) => {
    expect(bonusAmount(paid, rate, decimals)).toBe(expected);
  });
});

describe('crediting the inviter when the join order is paid', () => {
  test("the payment writes one record: a tenth of the paid amount to the code's owner", async () => {
    const { orderId, amount, token: inviteeToken } = await inviteeOrder(MEMBER_PERMANENT_CODE);
    const invitee = (await server.get(`${DEMO}/users/me`, inviteeToken)).body.data;
    expect(await countRows(server, 'invite_records WHERE order_id = ?', orderId)).toBe(0);
    expect((await paysInWallet(orderId, amount)).state).toBe('PAID');
    const { token } = await server.login('member');
    const records = (await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records`, token)).body.data;
    expect(is(records, InviteRecordList)).toBe(true);
    expect(records[0]).toMatchObject({
      product_id: MEMBERSHIP, code: MEMBER_PERMANENT_CODE, asset_id: BTC, symbol: 'BTC', paid_amount: amount, rate: '0.1',
      bonus_amount: bonusAmount(amount, '0.1', 8), invitee: { full_name: invitee.full_name },
    });
    // The wallet read again, twice, from the start (a lost cursor): the same transfer credits nothing more.
    for (let i = 0; i < 2; i += 1) {
      await server.sql.run('DELETE FROM wallet_snapshot_cursors');
      await readWalletEverywhere(server);
    }
    expect(await countRows(server, 'invite_records WHERE order_id = ?', orderId)).toBe(1);
  });

  test('no record before the payment, for a payment of the wrong amount, or for an inviter whose invitations are disabled', async () => {
    const first = await inviteeOrder('MIAFRIEND');
    // Short by a satoshi: the transfer is kept for its payer, the order stays unpaid.
    expect((await paysInWallet(first.orderId, sub(first.amount, '0.00000001'))).state).toBe('NOT_PAID');
    expect(await countRows(server, 'invite_records WHERE order_id = ?', first.orderId)).toBe(0);

    await server.reset();
    const second = await inviteeOrder(MEMBER_PERMANENT_CODE);
    await server.sql.run(`INSERT INTO member_policies (group_id, user_id, policy_type, created_at)
      VALUES ('demo', ?, ?, '2024-01-01T00:00:00.000Z')`, PERSONAS.member.user_id, POLICY_USER_DISABLE_INVITATION);
    expect((await paysInWallet(second.orderId, second.amount)).state).toBe('PAID');
    expect(await countRows(server, 'invite_records WHERE order_id = ?', second.orderId)).toBe(0);
  });

  test('a renewal earns no bonus (only the join order does)', async () => {
    const { token } = await server.login('member');
    const orderId = await createOrder(server, token);
    const { amount } = (await pay(server, token, orderId, 'mixin', USDT)).body.data;
    expect((await paysInWallet(orderId, amount, USDT)).state).toBe('PAID');
    expect(await countRows(server, 'invite_records WHERE order_id = ?', orderId)).toBe(0);
  });
});

describe('GET /products/{id}/invite_record_count and /invite_records', () => {
  test('the seeded member has two buyers, the bonuses summed per asset', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_record_count`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, InviteRecordCount)).toBe(true);
    expect(res.body.data).toEqual({
      count: 2,
      // In the assets' order: BTC before USDT.
      bonus: [{ asset_id: BTC, symbol: 'BTC', amount: '0.00003' }, { asset_id: USDT, symbol: 'USDT', amount: '1.95' }],
    });
    const records = (await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records?limit=1`, token)).body.data;
    expect(records).toHaveLength(1);
    expect(records[0].invitee.full_name).toBe('Kenji Sato');
    const next = (await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records?offset=1&limit=1`, token)).body.data;
    expect(next[0].invitee.full_name).toBe('林晓明（上海学习小组）');
    // Another product of the group: nothing yet.
    expect((await server.get(`${DEMO}/products/${COUPON_PACK}/invite_record_count`, token)).body.data).toEqual({ count: 0, bonus: [] });
  });

  test("only my own records: another inviter sees none of the member's", async () => {
    const { token } = await server.login('owner');
    expect((await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_record_count`, token)).body.data.count).toBe(0);
    expect((await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records`, token)).body.data).toEqual([]);
  });

  test("refusals: a product of another group or none is 404; bad paging 400; pending 100461; guests 100401", async () => {
    const { token } = await server.login('member');
    for (const path of ['invite_record_count', 'invite_records']) {
      expectError(await server.get(`${DEMO}/products/${NFT_MEMBERSHIP}/${path}`, token), 404, ErrorCode.notFound);
      expectError(await server.get(`${DEMO}/products/nothing/${path}`, token), 404, ErrorCode.notFound);
      expectError(await server.get(`${DEMO}/products/${MEMBERSHIP}/${path}`, (await server.login('pending')).token), 403, ErrorCode.memberRequired);
      expectError(await server.get(`${DEMO}/products/${MEMBERSHIP}/${path}`), 401, ErrorCode.loginRequired);
    }
    expectError(await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records?limit=500`, token), 400, ErrorCode.validation);
    expectError(await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records?offset=-1`, token), 400, ErrorCode.validation);
  });
});

describe('GET /invitations/invitees', () => {
  test('my invitees, joined or pending, with the bonus each earned me', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/invitations/invitees`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, InviteeList)).toBe(true);
    const byName = Object.fromEntries(res.body.data.map((row: { invitee: { full_name: string } }) => [row.invitee.full_name, row]));
    expect(byName['Ana Silva']).toMatchObject({ joined_at: null, bonus: [], code: MEMBER_PERMANENT_CODE, kind: 'permanent' });
    expect(byName['Kenji Sato'].bonus).toEqual([{ asset_id: USDT, symbol: 'USDT', amount: '1.95' }]);
    expect(byName['林晓明（上海学习小组）'].bonus).toEqual([{ asset_id: BTC, symbol: 'BTC', amount: '0.00003' }]);
    // The banned persona joined with the member's one-time USEDONCE.
    expect(byName[PERSONAS.banned.full_name]).toMatchObject({ code: 'USEDONCE', kind: 'one_time' });
    expect((await server.get(`${DEMO}/invitations/invitees?limit=2`, token)).body.data).toHaveLength(2);
  });

  test("another member's invitees are not mine; pending 100461; guests 100401", async () => {
    const { token } = await server.login('admin');
    expect((await server.get(`${DEMO}/invitations/invitees`, token)).body.data).toEqual([]);
    expectError(await server.get(`${DEMO}/invitations/invitees`, (await server.login('pending')).token), 403, ErrorCode.memberRequired);
    expectError(await server.get(`${DEMO}/invitations/invitees`), 401, ErrorCode.loginRequired);
  });
});
