import { afterAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { signedInEachTest } from '../../test/admin';
import { listedEvents } from '../../test/admin-events';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO, USDT } from '../../test/joining';

// The admin's lucky-coin and kudos settings (issue 14 point 3, admin/luckycoin and admin/tip):
// PUT /settings/full with the §5 rules of contract/communityAdmin.ts, each change a group event.

const server = createTestServer();
afterAll(() => server.close());

const tokens = signedInEachTest(server);

const put = (body: unknown, token?: string, group = DEMO) => server.put(`${group}/settings/full`, body, token);
const settings = async (group = DEMO) => (await server.get(`${group}/settings/full`)).body.data;
const events = () => listedEvents(server, tokens.owner);

describe('tip_min_usd, luckycoin_min_usd, luckycoin_max_shares', () => {
  test('an admin saves them; GET /settings/full answers them and the event records them', async () => {
    const res = await put({ tip_min_usd: '2', luckycoin_min_usd: '0.5', luckycoin_max_shares: 50 }, tokens.admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ tip_min_usd: '2', luckycoin_min_usd: '0.5', luckycoin_max_shares: 50 });
    expect(await settings()).toMatchObject({ tip_min_usd: '2', luckycoin_min_usd: '0.5', luckycoin_max_shares: 50 });
    expect((await events())[0]).toMatchObject({
      action: 'settings.update', details: { tip_min_usd: '2', luckycoin_min_usd: '0.5', luckycoin_max_shares: 50 },
    });
  });

  test('the new least tip holds for members at once, in the §5 words', async () => {
    await put({ tip_min_usd: '2' }, tokens.admin);
    const refused = await server.post(`${DEMO}/tip/gen_transfer`, { recipient_id: PERSONAS.lecturer.user_id, asset_id: USDT, amount: '1.5' }, tokens.member);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, ErrorCode.tipAmountTooLow, 'amount must not be lower than 2 USDT']);
    const sent = await server.post(`${DEMO}/tip/gen_transfer`, { recipient_id: PERSONAS.lecturer.user_id, asset_id: USDT, amount: '2' }, tokens.member);
    expect(sent.status, sent.text).toBe(200);
  });

  test('bad values are 400 and change nothing: zero, negative, words, too many decimals, shares out of 1–1000', async () => {
    const before = await settings();
    const eventsBefore = await events();
    for (const body of [
      { tip_min_usd: '0' }, { tip_min_usd: '0.000' }, { tip_min_usd: '-1' }, { tip_min_usd: 'one' }, { tip_min_usd: '0.000000001' },
      { tip_min_usd: 1 }, { tip_min_usd: '1'.repeat(21) }, { luckycoin_min_usd: '0' }, { luckycoin_min_usd: '1e2' },
      { luckycoin_max_shares: 0 }, { luckycoin_max_shares: 1001 }, { luckycoin_max_shares: 2.5 }, { luckycoin_max_shares: '10' },
      // One bad field refuses the whole change.
      { tip_min_usd: '3', luckycoin_max_shares: 0 },
    ]) {
      expectError(await put(body, tokens.admin), 400, 100400);
    }
    expect(await settings()).toEqual(before);
    expect(await events()).toEqual(eventsBefore);
  });

  test('members, lecturers and guests are refused and change nothing; one group\'s admin cannot change another\'s', async () => {
    expectError(await put({ tip_min_usd: '5' }, tokens.member), 403, 100403);
    expectError(await put({ luckycoin_max_shares: 5 }, tokens.lecturer), 403, 100403);
    expectError(await put({ luckycoin_min_usd: '5' }), 401, 100401);
    const free = await settings('/api/groups/free');
    const other = await put({ tip_min_usd: '5' }, tokens.admin, '/api/groups/free');
    expectError(other, 401, 100401);
    expect(await settings('/api/groups/free')).toEqual(free);
    expect(await settings()).toMatchObject({ tip_min_usd: '0.1', luckycoin_min_usd: '0.1', luckycoin_max_shares: 1000 });
  });
});
