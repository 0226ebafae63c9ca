import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { ARTICLE_PRODUCT_IDS, SEED_ARTICLE_IDS } from '../../seed/articles';
import { seededMediaIds } from '../../seed/courses';
import { addAttachmentRow, articleClaimRows, productOf } from '../../test/article.repo';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO, USDT, pay, walletPays } from '../../test/joining';
import { addPaidMembers } from '../../test/luckycoin.repo';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const MB = 1024 * 1024;
const article = (fields: Record<string, unknown> = {}) => ({
  title: 'Fresh article', link: 'https://example.com/fresh', summary: 'Short summary', ...fields,
});
const create = (token: string | undefined, body: object, group = 'demo') =>
  server.post(`/api/groups/${group}/articles/create`, body, token);
const get = (id: number | string, token?: string, group = 'demo') => server.get(`/api/groups/${group}/articles/${id}`, token);
const claim = (id: number, token?: string) => server.put(`${DEMO}/articles/${id}/claim`, {}, token);
const del = (path: string, token?: string) => server.call('DELETE', path, { token });
const tokenOf = async (persona: Parameters<typeof server.login>[0]) => (await server.login(persona)).token;

describe('GET /articles/ (cursor paging, featured)', () => {
  test('a member pages newest first by 10 with the last id as the cursor; featured is the latest broadcast', async () => {
    const member = await tokenOf('member');
    const first = await server.get(`${DEMO}/articles/`, member);
    expect(first.status).toBe(200);
    const ids = first.body.data.articles.map((a: { article_id: number }) => a.article_id);
    expect(ids).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.body.data.featured.map((a: { article_id: number }) => a.article_id)).toEqual([...SEED_ARTICLE_IDS.featured]);
    const next = await server.get(`${DEMO}/articles/?offset=3&count=10`, member);
    expect(next.body.data.articles.map((a: { article_id: number }) => a.article_id)).toEqual([2, 1]);
    const small = await server.get(`${DEMO}/articles?count=3&offset=11`, member);
    expect(small.body.data.articles.map((a: { article_id: number }) => a.article_id)).toEqual([10, 9, 8]);
  });

  test('guests, pending users and bad queries are refused', async () => {
    expectError(await server.get(`${DEMO}/articles/`), 401, ErrorCode.loginRequired);
    expectError(await server.get(`${DEMO}/articles/`, await tokenOf('pending')), 403, ErrorCode.memberRequired);
    const member = await tokenOf('member');
    for (const query of ['count=11', 'count=0', 'offset=-1', 'offset=abc', 'count=1.5']) {
      expectError(await server.get(`${DEMO}/articles/?${query}`, member), 400, ErrorCode.validation);
    }
  });

  test('another group lists none of demo’s articles', async () => {
    const { token } = await server.login('member', 'free');
    const res = await server.get('/api/groups/free/articles/', token);
    expect(res.body.data).toEqual({ articles: [], featured: [] });
    expectError(await get(SEED_ARTICLE_IDS.claimed, token, 'free'), 404, ErrorCode.notFound);
  });
});

describe('GET /articles/{id} and /articles/{id}/user', () => {
  test('a paid article not bought is locked: no link, the product to buy; bought or staff: the link', async () => {
    const member = await tokenOf('member');
    const locked = (await get(SEED_ARTICLE_IDS.paidUnbought, member)).body.data;
    expect(locked).toMatchObject({
      locked: true, link: null, product_id: ARTICLE_PRODUCT_IDS[SEED_ARTICLE_IDS.paidUnbought],
      price: { asset_id: USDT, symbol: 'USDT', amount: '9.90' },
    });
    const bought = (await get(SEED_ARTICLE_IDS.paidBought, member)).body.data;
    expect(bought).toMatchObject({ locked: false, link: `https://example.com/articles/${SEED_ARTICLE_IDS.paidBought}` });
    for (const persona of ['owner', 'admin', 'lecturer'] as const) {
      const staffView = (await get(SEED_ARTICLE_IDS.paidUnbought, await tokenOf(persona))).body.data;
      expect(staffView, persona).toMatchObject({ locked: false, link: expect.stringMatching(/^https:/) });
    }
    const free = (await get(SEED_ARTICLE_IDS.claimed, member)).body.data;
    expect(free).toMatchObject({ locked: false, price: null, product_id: null, reward: { count: 10, left: 9, amount: '0.1', symbol: 'USDT' } });
    expect(free.cover_url).toBe('');
    expect((await get(SEED_ARTICLE_IDS.freeReward, member)).body.data.cover_url).toMatch(/\/attachments\/.+\?exp=\d+&sig=/);
  });

  test('the caller’s state: purchased, claimed with the claim, rewards left', async () => {
    const member = await tokenOf('member');
    const claimed = (await server.get(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}/user`, member)).body.data;
    expect(claimed).toMatchObject({ purchased: false, claimed: true, claim: { asset_id: USDT, symbol: 'USDT', amount: '0.1' }, rewards_left: 9 });
    const bought = (await server.get(`${DEMO}/articles/${SEED_ARTICLE_IDS.paidBought}/user`, member)).body.data;
    expect(bought).toMatchObject({ purchased: true, claimed: false, claim: null });
  });

  test('unknown, malformed and deleted ids are 404; guests 401; pending 403', async () => {
    const member = await tokenOf('member');
    for (const id of ['999', 'abc', '1e3', '-1']) expectError(await get(id, member), 404, ErrorCode.notFound);
    expectError(await server.get(`${DEMO}/articles/abc/user`, member), 404, ErrorCode.notFound);
    expectError(await get(SEED_ARTICLE_IDS.plain), 401, ErrorCode.loginRequired);
    expectError(await get(SEED_ARTICLE_IDS.plain, await tokenOf('pending')), 403, ErrorCode.memberRequired);
    expectError(await server.get(`${DEMO}/articles/${SEED_ARTICLE_IDS.plain}/user`), 401, ErrorCode.loginRequired);
  });
});

describe('POST /articles/create', () => {
  test('an admin creates a paid article with a cover and a reward; its product sells it', async () => {
    const admin = await tokenOf('admin');
    const { poster } = seededMediaIds(server.db);
    const res = await create(admin, article({
      cover_attachment_id: poster, price: { asset_id: USDT, amount: '2.5' }, reward_count: 3, reward_asset_id: USDT, reward_amount: '0.01',
    }));
    expect(res.status).toBe(200);
    const created = res.body.data;
    expect(created).toMatchObject({
      article_id: 13, title: 'Fresh article', link: 'https://example.com/fresh', summary: 'Short summary', locked: false,
      price: { asset_id: USDT, amount: '2.5' }, reward: { count: 3, left: 3, amount: '0.01', asset_id: USDT },
    });
    expect(created.cover_url).toContain(poster);
    expect(await productOf(server, created.product_id)).toEqual({ type: 'article', status: 'normal', price_asset_id: USDT, price_amount: '2.5' });
    // Members see it first, locked.
    const list = (await server.get(`${DEMO}/articles/`, await tokenOf('member'))).body.data.articles;
    expect(list[0]).toMatchObject({ article_id: 13, locked: true, link: null });
  });

  test('a free article without reward needs only title and link', async () => {
    const res = await create(await tokenOf('owner'), { title: ' Plain ', link: 'http://example.org/a?b=c' });
    expect(res.body.data).toMatchObject({ title: 'Plain', summary: '', cover_url: '', price: null, product_id: null, reward: null });
  });

  test('lecturers, members, pending users and guests may not create', async () => {
    for (const persona of ['lecturer', 'member'] as const) {
      expectError(await create(await tokenOf(persona), article()), 403, ErrorCode.forbidden);
    }
    expectError(await create(await tokenOf('pending'), article()), 403, ErrorCode.memberRequired);
    expectError(await create(undefined, article()), 401, ErrorCode.loginRequired);
  });

  test('§5 and bad input: cover too big or not an image, reward 0 or 1001, bad link, price or amounts', async () => {
    const admin = await tokenOf('admin');
    const big = await addAttachmentRow(server, 'demo', 'image/png', 2 * MB + 1);
    const justRight = await addAttachmentRow(server, 'demo', 'image/jpeg', 2 * MB);
    const otherGroup = await addAttachmentRow(server, 'free', 'image/png', 1000);
    const reward = { reward_asset_id: USDT, reward_amount: '0.1' };
    const bad: object[] = [
      article({ cover_attachment_id: big }),
      article({ cover_attachment_id: seededMediaIds(server.db).notes }),
      article({ cover_attachment_id: otherGroup }),
      article({ cover_attachment_id: 'nope' }),
      article({ reward_count: 0, ...reward }),
      article({ reward_count: 1001, ...reward }),
      article({ reward_count: -1, ...reward }),
      article({ reward_count: 1.5, ...reward }),
      article({ reward_count: 5 }),
      article({ reward_count: 5, reward_asset_id: USDT, reward_amount: '0' }),
      article({ reward_count: 5, reward_asset_id: USDT, reward_amount: '0.000000001' }),
      article({ reward_count: 5, reward_asset_id: 'nope', reward_amount: '1' }),
      article({ price: { asset_id: USDT, amount: '-1' } }),
      article({ price: { asset_id: USDT, amount: '1e3' } }),
      article({ price: { asset_id: 'nope', amount: '1' } }),
      article({ link: 'javascript:alert(1)' }),
      article({ link: 'example.com' }),
      article({ link: 'https://' }),
      article({ title: '' }),
      article({ title: 'x'.repeat(121) }),
      article({ summary: 'x'.repeat(1001) }),
      article({ extra: true }),
      { title: 'No link' },
    ];
    for (const body of bad) {
      const res = await create(admin, body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 120)).toEqual([400, ErrorCode.validation]);
    }
    expect((await create(admin, article({ cover_attachment_id: justRight, reward_count: 1000, ...reward }))).status).toBe(200);
    expect((await create(admin, article({ reward_count: 0 }))).body.data.reward).toBeNull();
  });
});

describe('PUT /articles/{id} and DELETE /articles/{id}', () => {
  test('an admin edits fields partly; making it free disables its product', async () => {
    const admin = await tokenOf('admin');
    const id = SEED_ARTICLE_IDS.paidUnbought;
    const res = await server.put(`${DEMO}/articles/${id}`, { title: 'Renamed', price: null }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Renamed', link: `https://example.com/articles/${id}`, price: null, product_id: null });
    expect((await productOf(server, ARTICLE_PRODUCT_IDS[id]!))!.status).toBe('disabled');
    const repriced = await server.put(`${DEMO}/articles/${id}`, { price: { asset_id: USDT, amount: '1.20' } }, admin);
    expect(repriced.body.data.product_id).toBe(ARTICLE_PRODUCT_IDS[id]);
    expect(await productOf(server, ARTICLE_PRODUCT_IDS[id]!)).toMatchObject({ status: 'normal', price_amount: '1.20' });
    // Removing the reward; and the reward count may not go below the claims already made.
    expect((await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.freeReward}`, { reward_count: null }, admin)).body.data.reward).toBeNull();
    expectError(await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}`, { reward_count: 0 }, admin), 409,
      ErrorCode.articleRewardCountBelowClaimed);
    expect((await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.claimed}`, { reward_count: 1 }, admin)).body.data.reward)
      .toMatchObject({ count: 1, left: 0 });
  });

  test('refusals: members, bad input, unknown or another group’s article', async () => {
    const admin = await tokenOf('admin');
    expectError(await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.plain}`, { title: 'x' }, await tokenOf('member')), 403, ErrorCode.forbidden);
    expectError(await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.plain}`, { reward_count: 1001 }, admin), 400, ErrorCode.validation);
    expectError(await server.put(`${DEMO}/articles/${SEED_ARTICLE_IDS.plain}`, { link: 'ftp://x' }, admin), 400, ErrorCode.validation);
    expectError(await server.put(`${DEMO}/articles/999`, { title: 'x' }, admin), 404, ErrorCode.notFound);
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.put(`/api/groups/free/articles/${SEED_ARTICLE_IDS.plain}`, { title: 'x' }, freeOwner), 404, ErrorCode.notFound);
    expectError(await del(`/api/groups/free/articles/${SEED_ARTICLE_IDS.plain}`, freeOwner), 404, ErrorCode.notFound);
  });

  test('deleting hides the article; a buyer’s order stays valid and its product is disabled', async () => {
    const admin = await tokenOf('admin');
    const member = await tokenOf('member');
    const id = SEED_ARTICLE_IDS.paidBought;
    expectError(await del(`${DEMO}/articles/${id}`, member), 403, ErrorCode.forbidden);
    const res = await del(`${DEMO}/articles/${id}`, admin);
    expect(res.body.data).toEqual({ article_id: id });
    expectError(await get(id, member), 404, ErrorCode.notFound);
    expectError(await del(`${DEMO}/articles/${id}`, admin), 404, ErrorCode.notFound);
    expect((await server.get(`${DEMO}/articles/`, member)).body.data.articles.map((a: { article_id: number }) => a.article_id)).not.toContain(id);
    expect((await server.get(`${DEMO}/orders/68000000-0000-4000-8000-000000000009`, member)).body.data).toMatchObject({ state: 'PAID', kind: 'article' });
    expect((await productOf(server, ARTICLE_PRODUCT_IDS[id]!))!.status).toBe('disabled');
    // A deleted featured article drops out of featured.
    await del(`${DEMO}/articles/${SEED_ARTICLE_IDS.featured[0]}`, admin);
    expect((await server.get(`${DEMO}/articles/`, member)).body.data.featured.map((a: { article_id: number }) => a.article_id))
      .toEqual([SEED_ARTICLE_IDS.featured[1]]);
  });
});

describe('POST /articles/broadcast', () => {
  test('an admin features up to 5 articles; the latest broadcast is what GET /articles/ features', async () => {
    const admin = await tokenOf('admin');
    const res = await server.post(`${DEMO}/articles/broadcast`, { article_ids: [3, 1, 7, 5, 2] }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ broadcast_id: expect.any(Number), article_ids: [3, 1, 7, 5, 2] });
    const list = (await server.get(`${DEMO}/articles/`, await tokenOf('member'))).body.data;
    expect(list.featured.map((a: { article_id: number }) => a.article_id)).toEqual([3, 1, 7, 5, 2]);
  });

  test('6 ids, duplicates, none, unknown or another group’s ids, and non-admins are refused', async () => {
    const admin = await tokenOf('admin');
    for (const ids of [[1, 2, 3, 4, 5, 6], [1, 1], [], [999], [0], ['1'], [1.5]]) {
      expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: ids }, admin), 400, ErrorCode.validation);
    }
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.post('/api/groups/free/articles/broadcast', { article_ids: [1] }, freeOwner), 400, ErrorCode.validation);
    expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: [1] }, await tokenOf('lecturer')), 403, ErrorCode.forbidden);
    expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: [1] }), 401, ErrorCode.loginRequired);
  });

  test('rate-limited: 10 per 10 minutes per admin', async () => {
    const admin = await tokenOf('owner');
    for (let i = 0; i < 10; i += 1) {
      expect((await server.post(`${DEMO}/articles/broadcast`, { article_ids: [1] }, admin)).status).toBe(200);
    }
    expectError(await server.post(`${DEMO}/articles/broadcast`, { article_ids: [1] }, admin), 429, ErrorCode.tooManyRequests);
  });
});

describe('PUT /articles/{id}/claim', () => {
  test('a member claims once; a second claim, a locked, rewardless or exhausted article are refused', async () => {
    const member = await tokenOf('member');
    const res = await claim(SEED_ARTICLE_IDS.freeReward, member);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ claimed: true, claim: { asset_id: USDT, amount: '0.1' }, rewards_left: 9 });
    expect(await articleClaimRows(server, SEED_ARTICLE_IDS.freeReward)).toHaveLength(1);
    expectError(await claim(SEED_ARTICLE_IDS.freeReward, member), 409, ErrorCode.articleRewardClaimed);
    expectError(await claim(SEED_ARTICLE_IDS.claimed, member), 409, ErrorCode.articleRewardClaimed);
    expectError(await claim(SEED_ARTICLE_IDS.paidUnbought, member), 409, ErrorCode.articleLocked);
    expectError(await claim(SEED_ARTICLE_IDS.plain, member), 409, ErrorCode.articleNoReward);
    const admin = await tokenOf('admin');
    const one = (await create(admin, article({ reward_count: 1, reward_asset_id: USDT, reward_amount: '0.5' }))).body.data.article_id;
    expect((await claim(one, admin)).status).toBe(200);
    expectError(await claim(one, member), 409, ErrorCode.articleRewardsGone);
    expectError(await claim(999, member), 404, ErrorCode.notFound);
    expectError(await claim(SEED_ARTICLE_IDS.freeReward, await tokenOf('pending')), 403, ErrorCode.memberRequired);
    expectError(await claim(SEED_ARTICLE_IDS.freeReward), 401, ErrorCode.loginRequired);
  });

  test('50 members claim an article of 10 rewards at once: exactly 10 succeed, nobody twice', async () => {
    const admin = await tokenOf('admin');
    const id = (await create(admin, article({ reward_count: 10, reward_asset_id: USDT, reward_amount: '0.1' }))).body.data.article_id;
    const claimers = await addPaidMembers(server, 'demo', 50);
    const results = await Promise.all(claimers.flatMap(({ token }, i) =>
      // A fifth of them tap twice.
      (i % 5 === 0 ? [token, token] : [token]).map((t) => claim(id, t))));
    expect(results.filter((res) => res.status === 200)).toHaveLength(10);
    expect(results.filter((res) => res.status !== 200).every((res) => res.status === 409)).toBe(true);
    const rows = await articleClaimRows(server, id);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(10);
    expect((await get(id, admin)).body.data.reward).toMatchObject({ count: 10, left: 0 });
  });
});

describe('buying a paid article through the checkout', () => {
  test('locked → order paid through a stand-in → readable and its reward claimable; not twice, not by staff', async () => {
    const member = await tokenOf('member');
    const id = SEED_ARTICLE_IDS.paidUnbought;
    const before = (await get(id, member)).body.data;
    expect(before.locked).toBe(true);
    expectError(await server.post(`${DEMO}/orders`, { product_id: before.product_id, quantity: 2 }, member), 400, ErrorCode.validation);
    const order = await server.post(`${DEMO}/orders`, { product_id: before.product_id, quantity: 1 }, member);
    expect(order.status).toBe(200);
    const orderId = order.body.data.order_id as string;
    expect((await server.get(`${DEMO}/orders/${orderId}`, member)).body.data).toMatchObject({ kind: 'article', quantity: 1 });
    const priced = (await pay(server, member, orderId, 'mixin', USDT)).body.data;
    const paid = await walletPays(server, {
      reference: orderId, asset_id: USDT, amount: priced.amount,
    });
    expect(paid.state).toBe('PAID');
    const after = (await get(id, member)).body.data;
    expect(after).toMatchObject({ locked: false, link: `https://example.com/articles/${id}` });
    expect((await server.get(`${DEMO}/articles/${id}/user`, member)).body.data.purchased).toBe(true);
    expect((await claim(id, member)).status).toBe(200);
    expectError(await server.post(`${DEMO}/orders`, { product_id: before.product_id, quantity: 1 }, member), 409, ErrorCode.rejected);
    expectError(await server.post(`${DEMO}/orders`, { product_id: before.product_id, quantity: 1 }, await tokenOf('admin')), 409, ErrorCode.rejected);
    // A free article's (disabled or missing) product is not for sale.
    await server.put(`${DEMO}/articles/${id}`, { price: null }, await tokenOf('admin'));
    expectError(await server.post(`${DEMO}/orders`, { product_id: before.product_id, quantity: 1 }, await tokenOf('lecturer')), 409, ErrorCode.productUnavailable);
  });
});
