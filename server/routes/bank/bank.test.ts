import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { is } from 'superstruct';
import { BankAccount, BankAccountList } from '../../../contract/bank';
import { SEED_BANK_ACCOUNT_IDS } from '../../seed/money';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const CARD = { holder: 'Mia Member', number: '6212 2640 0000 0000 006', bank: 'China Merchants Bank', branch: 'Shenzhen', phone: '+86 139 0000 0000' };

describe('bank cards (/accounts)', () => {
  test("the member's seeded cards: default first, last four only", async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${G}/accounts`, token);
    expect(is(res.body.data, BankAccountList)).toBe(true);
    expect(res.body.data.map((a: BankAccount) => [a.account_id, a.last4, a.is_default])).toEqual([
      [SEED_BANK_ACCOUNT_IDS.memberDefault, '0006', true],
      [SEED_BANK_ACCOUNT_IDS.memberSecond, '1111', false],
    ]);
    expect(res.text).not.toContain('6212264000000000006');
    expect(res.text).not.toContain('number');
  });

  test('add, read, edit, make default, delete; the number is stored sealed and never answered', async () => {
    const { token } = await server.login('member');
    const errors = vi.spyOn(console, 'error');
    const added = await server.post(`${G}/accounts`, CARD, token);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ holder: 'Mia Member', bank: 'China Merchants Bank', branch: 'Shenzhen', phone: '+8613900000000', last4: '0006', is_default: false });
    const id = added.body.data.account_id as string;
    expect(added.text).not.toContain('6212264000000000006');
    // A dump of the database does not show the number.
    const stored = (await server.sql.get<Record<string, unknown>>('SELECT * FROM bank_accounts WHERE account_id = ?', id))!;
    expect(JSON.stringify(stored)).not.toContain('62122640000');
    expect(String(stored.number_sealed)).toMatch(/^v1:/);

    expect((await server.get(`${G}/accounts/${id}`, token)).body.data).toMatchObject({ account_id: id, last4: '0006' });
    const edited = await server.put(`${G}/accounts/${id}`, { number: '4111111111111111', branch: '' }, token);
    expect(edited.body.data).toMatchObject({ last4: '1111', branch: '', bank: 'China Merchants Bank' });

    const listed = await server.post(`${G}/accounts/${id}/default`, {}, token);
    expect(listed.body.data.filter((a: BankAccount) => a.is_default).map((a: BankAccount) => a.account_id)).toEqual([id]);
    expect(listed.body.data[0].account_id).toBe(id);

    // Deleting the default makes the oldest card left the default.
    const removed = await server.call('DELETE', `${G}/accounts/${id}`, { token });
    expect(removed.body.data).toEqual({ account_id: id });
    const after = (await server.get(`${G}/accounts`, token)).body.data as BankAccount[];
    expect(after.map((a) => [a.account_id, a.is_default])).toEqual([[SEED_BANK_ACCOUNT_IDS.memberDefault, true], [SEED_BANK_ACCOUNT_IDS.memberSecond, false]]);
    expectError(await server.get(`${G}/accounts/${id}`, token), 404, 404);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("a member's first card is the default", async () => {
    const { token } = await server.login('admin');
    expect((await server.get(`${G}/accounts`, token)).body.data).toEqual([]);
    expect((await server.post(`${G}/accounts`, CARD, token)).body.data.is_default).toBe(true);
    expect((await server.post(`${G}/accounts`, { ...CARD, number: '4111111111111111' }, token)).body.data.is_default).toBe(false);
  });

  test('bad input: Luhn, +86 phone, blanks, unknown fields; the number is never quoted', async () => {
    const { token } = await server.login('member');
    const bad = await server.post(`${G}/accounts`, { ...CARD, number: '6212 2640 0000 0000 007' }, token);
    expectError(bad, 400, 103001);
    expect(bad.text).not.toContain('621226');
    expectError(await server.post(`${G}/accounts`, { ...CARD, number: '1234abcd' }, token), 400, 103001);
    expectError(await server.post(`${G}/accounts`, { ...CARD, phone: '+1 415 555 0100' }, token), 400, 103002);
    expectError(await server.post(`${G}/accounts`, { ...CARD, phone: '12800138000' }, token), 400, 103002);
    expectError(await server.post(`${G}/accounts`, { ...CARD, holder: '   ' }, token), 400, 100400);
    expectError(await server.post(`${G}/accounts`, { ...CARD, holder: undefined }, token), 400, 100400);
    expectError(await server.post(`${G}/accounts`, { ...CARD, extra: 1 }, token), 400, 100400);
    expectError(await server.put(`${G}/accounts/${SEED_BANK_ACCOUNT_IDS.memberSecond}`, { number: '4111111111111112' }, token), 400, 103001);
    expectError(await server.put(`${G}/accounts/${SEED_BANK_ACCOUNT_IDS.memberSecond}`, { phone: '555' }, token), 400, 103002);
  });

  test('at most 10 cards, counted under concurrent adds', async () => {
    const { token } = await server.login('lecturer');
    const results = await Promise.all(Array.from({ length: 12 }, () => server.post(`${G}/accounts`, CARD, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    for (const refused of results.filter((r) => r.status !== 200)) expectError(refused, 409, 103003);
    const listed = (await server.get(`${G}/accounts`, token)).body.data as BankAccount[];
    expect(listed).toHaveLength(10);
    expect(listed.filter((a) => a.is_default)).toHaveLength(1);
  });

  test("another member's card is not found (404), whatever the call; other groups do not see demo's cards", async () => {
    const { token } = await server.login('admin');
    const id = SEED_BANK_ACCOUNT_IDS.memberDefault;
    expectError(await server.get(`${G}/accounts/${id}`, token), 404, 404);
    expectError(await server.put(`${G}/accounts/${id}`, { holder: 'Thief' }, token), 404, 404);
    expectError(await server.post(`${G}/accounts/${id}/default`, {}, token), 404, 404);
    expectError(await server.call('DELETE', `${G}/accounts/${id}`, { token }), 404, 404);
    const member = (await server.login('member', 'free')).token;
    expect((await server.get('/api/groups/free/accounts', member)).body.data).toEqual([]);
    expectError(await server.get(`/api/groups/free/accounts/${id}`, member), 404, 404);
    // Still the member's, unchanged.
    const mine = (await server.get(`${G}/accounts/${id}`, (await server.login('member')).token)).body.data;
    expect(mine).toMatchObject({ holder: 'Mia Member', is_default: true });
  });

  test('members only: no login 401, not joined 403 100461, banned 403', async () => {
    expectError(await server.get(`${G}/accounts`), 401, 100401);
    expectError(await server.get(`${G}/accounts`, (await server.login('pending')).token), 403, 100461);
    expectError(await server.get(`${G}/accounts`, (await server.login('banned')).token), 403, 100403);
  });
});
