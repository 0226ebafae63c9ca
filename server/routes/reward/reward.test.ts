import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { add, toFixed } from '../../../contract/money';
import { RewardPage } from '../../../contract/reward';
import { PERSONAS } from '../../test/standins';
import { SEED_ARTICLE_IDS } from '../../seed/articles';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, USDT } from '../../test/joining';

// GET /admin/rewards (issue 14 point 4, admin/reward): the article rewards claimed and the invitation
// bonuses credited in the group, newest first, with totals per asset.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

type Page = {
  items: { reward_id: string; kind: string; member: { user_id: string; full_name: string }; asset_id: string; amount: string; source: string; created_at: string }[];
  has_more: boolean;
  totals: { asset_id: string; symbol: string; amount: string }[];
};

async function rewards(token: string, query = '', group = 'demo'): Promise<Page> {
  const res = await server.get(`/api/groups/${group}/admin/rewards${query}`, token);
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, RewardPage)).toBe(true);
  return res.body.data as Page;
}

describe('GET /admin/rewards', () => {
  test('the seeded rewards: the member\'s article reward and invitation bonuses, newest first, with totals', async () => {
    const page = await rewards((await server.login('admin')).token);
    expect(page.items.map((r) => [r.kind, r.member.user_id, r.asset_id, r.amount])).toEqual([
      ['article', PERSONAS.member.user_id, USDT, '0.1'],
      ['invitation', PERSONAS.member.user_id, USDT, '1.95'],
      ['invitation', PERSONAS.member.user_id, BTC, '0.00003'],
    ]);
    expect(page.items[1]!.source).toBe('Kenji Sato');
    expect(page.has_more).toBe(false);
    expect(page.totals).toEqual([
      { asset_id: BTC, symbol: 'BTC', precision: 8, amount: '0.00003000' },
      { asset_id: USDT, symbol: 'USDT', precision: 8, amount: '2.05000000' },
    ]);
  });

  test('a new claim comes first; kinds filter; totals add exactly; pages by limit and offset', async () => {
    const admin = (await server.login('admin')).token;
    const lecturer = (await server.login('lecturer')).token;
    expect((await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.freeReward}/claim`, {}, lecturer)).status).toBe(200);
    server.clock.advance(60);
    expect((await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}/claim`, {}, admin)).status).toBe(200);
    const page = await rewards(admin);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]).toMatchObject({ kind: 'article', member: { user_id: PERSONAS.admin.user_id }, amount: '0.1' });
    expect(page.items[1]).toMatchObject({ kind: 'article', member: { user_id: PERSONAS.lecturer.user_id } });
    const claimed = await server.get(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}`, admin);
    expect(page.items[0]!.source).toBe(claimed.body.data.title);
    expect(page.totals.find((t) => t.asset_id === USDT)!.amount).toBe(toFixed(add('2.15', page.items[1]!.amount), 8));
    const articles = await rewards(admin, '?kind=article');
    expect(articles.items.every((r) => r.kind === 'article')).toBe(true);
    expect(articles.totals.map((t) => t.asset_id)).toEqual([USDT]);
    const invitations = await rewards(admin, '?kind=invitation');
    expect(invitations.items.map((r) => r.kind)).toEqual(['invitation', 'invitation']);
    const first = await rewards(admin, '?limit=2');
    expect(first.items.map((r) => r.reward_id)).toEqual(page.items.slice(0, 2).map((r) => r.reward_id));
    expect(first.has_more).toBe(true);
    expect(first.totals).toEqual(page.totals);
    const rest = await rewards(admin, '?limit=2&offset=4');
    expect(rest.items.map((r) => r.reward_id)).toEqual([page.items[4]!.reward_id]);
    expect(rest.has_more).toBe(false);
  });

  test('owner too; members, lecturers and guests are refused; another group shows none of demo\'s', async () => {
    expect((await rewards((await server.login('owner')).token)).items).toHaveLength(3);
    for (const persona of ['member', 'lecturer'] as const) {
      expectError(await server.get(`${DEMO}/admin/rewards`, (await server.login(persona)).token), 403, ErrorCode.forbidden);
    }
    expectError(await server.get(`${DEMO}/admin/rewards`), 401, ErrorCode.loginRequired);
    expect(await rewards((await server.login('owner', 'free')).token, '', 'free')).toEqual({ items: [], has_more: false, totals: [] });
  });

  test.each(['?kind=tip', '?limit=0', '?limit=101', '?offset=-1', '?offset=abc'])('bad query %s: 400', async (query) => {
    expectError(await server.get(`${DEMO}/admin/rewards${query}`, (await server.login('admin')).token), 400, ErrorCode.validation);
  });
});
