import { afterAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { SEED_ARTICLE_IDS } from '../../seed/articles';
import { signedInEachTest } from '../../test/admin';
import { groupEventsOf } from '../../test/event.repo';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO, USDT } from '../../test/joining';

// Issue 14 (admin/article): every admin action on articles is a group event, written in the
// transaction that makes the change, so a refused action leaves none.

const server = createTestServer();
afterAll(() => server.close());

const tokens = signedInEachTest(server);
const articleEvents = () => groupEventsOf(server, 'article.');
const articleCount = () => server.sql.value("SELECT COUNT(*) FROM articles WHERE group_id = 'demo' AND deleted_at IS NULL");
const del = (id: number, token?: string) => server.call('DELETE', `${DEMO}/articles/${id}`, { token });
const body = { title: 'Spring reading list', link: 'https://example.com/spring', summary: 'Ten books.' };

describe('article events', () => {
  test('creating records article.create with the title, price and reward', async () => {
    const res = await server.post(`${DEMO}/articles/create`, {
      ...body, price: { asset_id: USDT, amount: '2.5' }, reward_count: 3, reward_asset_id: USDT, reward_amount: '0.1',
    }, tokens.admin);
    expect(res.status).toBe(200);
    expect(await articleEvents()).toEqual([{
      action: 'article.create', actor_id: PERSONAS.admin.user_id, target_kind: 'article', target_id: String(res.body.data.article_id),
      details: {
        title: 'Spring reading list', price: '2.5', price_asset_id: USDT, reward_count: 3, reward_amount: '0.1', reward_asset_id: USDT,
      },
    }]);
  });

  test('an edit records article.update with what changed; an edit that changes nothing records nothing', async () => {
    const id = SEED_ARTICLE_IDS.plain;
    const before = (await server.get(`${DEMO}/articles/${id}`, tokens.owner)).body.data;
    const same = await server.put(`${DEMO}/articles/${id}`, { title: before.title, link: before.link }, tokens.owner);
    expect(same.status).toBe(200);
    expect(same.body.data.updated_at).toBe(before.updated_at);
    expect(await articleEvents()).toEqual([]);

    const res = await server.put(`${DEMO}/articles/${id}`, { title: 'Renamed', price: { asset_id: USDT, amount: '1' } }, tokens.owner);
    expect(res.status).toBe(200);
    expect(await articleEvents()).toEqual([expect.objectContaining({
      action: 'article.update', actor_id: PERSONAS.owner.user_id, target_id: String(id),
      details: expect.objectContaining({ title: 'Renamed', price: '1', changed: ['title', 'price'] }),
    })]);
  });

  test('deleting records article.delete with the title', async () => {
    const id = SEED_ARTICLE_IDS.plain;
    const title = (await server.get(`${DEMO}/articles/${id}`, tokens.admin)).body.data.title;
    expect((await del(id, tokens.admin)).status).toBe(200);
    expect(await articleEvents()).toEqual([expect.objectContaining({ action: 'article.delete', target_id: String(id), details: { title } })]);
  });

  test('broadcasting records article.broadcast with the ids in their order', async () => {
    const res = await server.post(`${DEMO}/articles/broadcast`, { article_ids: [4, 2, 9] }, tokens.admin);
    expect(res.status).toBe(200);
    expect(await articleEvents()).toEqual([expect.objectContaining({
      action: 'article.broadcast', target_kind: 'article_broadcast', target_id: String(res.body.data.broadcast_id),
      details: { article_ids: [4, 2, 9] },
    })]);
  });

  test('refused actions change nothing and record nothing: guests, members, lecturers, bad input, another group', async () => {
    const count = await articleCount();
    const id = SEED_ARTICLE_IDS.plain;
    for (const token of [undefined, tokens.member, tokens.lecturer]) {
      const status = token ? 403 : 401;
      const code = token ? ErrorCode.forbidden : ErrorCode.loginRequired;
      expectError(await server.post(`${DEMO}/articles/create`, body, token), status, code);
      expectError(await server.put(`${DEMO}/articles/${id}`, { title: 'Hijacked' }, token), status, code);
      expectError(await del(id, token), status, code);
      expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: [id] }, token), status, code);
    }
    expectError(await server.post(`${DEMO}/articles/create`, { ...body, link: 'ftp://example.com' }, tokens.admin), 400, ErrorCode.validation);
    expectError(await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}`, { reward_count: 0 }, tokens.admin), 409,
      ErrorCode.articleRewardCountBelowClaimed);
    expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: [1, 2, 3, 4, 5, 6] }, tokens.admin), 400, ErrorCode.validation);
    // A demo admin's token opens nothing in another group; another group's owner finds no demo article.
    expectError(await server.post('/api/groups/free/articles/create', body, tokens.admin), 401, ErrorCode.loginRequired);
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.call('DELETE', `/api/groups/free/articles/${id}`, { token: freeOwner }), 404, ErrorCode.notFound);

    expect(await articleCount()).toBe(count);
    expect((await server.get(`${DEMO}/articles/${id}`, tokens.admin)).body.data.title).not.toBe('Hijacked');
    expect(await articleEvents()).toEqual([]);
  });
});
