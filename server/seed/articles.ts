import type { Db } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';
import { seededMediaIds } from './courses';

// Demo articles (issue 11 point 10): 12 in English and Chinese in demo, 4 of them paid (priced as
// the seeded charged courses, 9.90 USDT, sold through products of type 'article'; the member
// bought one), most with a USDT reward, one reward already claimed by the member, and one
// broadcast featuring two of them.

const HOUR = 60 * 60 * 1000;
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';

/** Fixed ids (articles are numbered): 12 is the newest. */
export const SEED_ARTICLE_IDS = {
  /** Free, with a reward of 0.1 USDT × 10 the member has claimed. */
  claimed: 12,
  /** Free, with a reward nobody has claimed yet. */
  freeReward: 11,
  /** Paid, not bought by the member. */
  paidUnbought: 10,
  /** Paid, bought by the member. */
  paidBought: 9,
  /** Free, no reward. */
  plain: 8,
  /** The latest broadcast's articles, in its order. */
  featured: [11, 10],
} as const;
export const DEMO_ARTICLE_COUNT = 12;

/** The checkout products (type 'article') of the paid articles, by article id. */
export const ARTICLE_PRODUCT_IDS: Record<number, string> = {
  10: '69000000-0000-4000-8000-000000000010',
  9: '69000000-0000-4000-8000-000000000009',
  6: '69000000-0000-4000-8000-000000000006',
  3: '69000000-0000-4000-8000-000000000003',
};

type SeedArticle = { title: string; summary: string; reward: [count: number, amount: string] | null };

// Index 0 is article 1 (the oldest).
const ARTICLES: readonly SeedArticle[] = [
  { title: 'A beginner’s glossary of wallet words', summary: 'Seed phrase, address, memo, confirmation: the words you meet in the first week, in plain language.', reward: [20, '0.05'] },
  { title: '手续费是怎么算的？', summary: '不同网络的转账手续费从哪里来、为什么会变，以及如何在高峰期省钱。', reward: [10, '0.1'] },
  { title: 'Reading an order book, step by step', summary: 'Bids, asks, depth and spread, walked through with one real snapshot.', reward: [5, '0.2'] },
  { title: '稳定币的三种类型', summary: '法币抵押、加密资产抵押和算法稳定币：各自如何维持价格，风险在哪里。', reward: null },
  { title: 'How we run the weekly market review', summary: 'What we look at every Sunday, where the numbers come from and how to follow along.', reward: [30, '0.05'] },
  { title: '防骗清单：十个常见骗局', summary: '假客服、假空投、假钱包……每一种都配上识别方法和真实案例。', reward: [10, '0.1'] },
  { title: 'Backups that survive a house move', summary: 'Paper, steel and shared secrets: what lasts, what fails, and how to test a backup.', reward: [10, '0.1'] },
  { title: 'Community rules, explained', summary: 'Why each rule exists and what happens when one is broken.', reward: null },
  { title: 'DeFi 入门：借贷与收益', summary: '借贷协议如何运作，收益从何而来，新手应当避开哪些陷阱。', reward: [10, '0.1'] },
  { title: 'Collectibles: judging a project that lasts', summary: 'Team, community, liquidity and the signs of a project built to be sold, not kept.', reward: [8, '0.2'] },
  { title: '新成员必读：从哪里开始', summary: '第一周该看的课程、该加入的讨论和值得关注的直播。', reward: [10, '0.1'] },
  { title: 'Keeping keys safe on a phone', summary: 'Screen locks, app permissions and the settings that matter most for a phone wallet.', reward: [10, '0.1'] },
];

const PAID_ARTICLES = new Set(Object.keys(ARTICLE_PRODUCT_IDS).map(Number));

export function seedArticles(db: Db, nowMs: number): void {
  const iso = (offsetMs: number) => new Date(nowMs + offsetMs).toISOString();
  const admin = PERSONAS.admin.user_id;
  const media = seededMediaIds(db);
  const channels = db.prepare(`SELECT price_channels FROM products WHERE group_id = 'demo' AND type = 'membership'
    ORDER BY created_at LIMIT 1`).pluck().get() as string | undefined;
  const insertProduct = db.prepare(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id,
    price_amount, price_channels, status, created_at) VALUES (?, 'demo', ?, '', 'article', ?, '9.90', ?, 'normal', ?)`);
  const insertArticle = db.prepare(`INSERT INTO articles (article_id, group_id, title, link, summary, cover_attachment_id,
      price_asset_id, price_amount, product_id, reward_count, reward_asset_id, reward_amount, created_by, created_at, updated_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  ARTICLES.forEach((article, index) => {
    const id = index + 1;
    // One article every 18 hours going back; 12 is the newest.
    const created = iso(-(DEMO_ARTICLE_COUNT - id) * 18 * HOUR - HOUR);
    const productId = ARTICLE_PRODUCT_IDS[id] ?? null;
    if (productId) insertProduct.run(productId, article.title, USDT, channels ?? '[]', created);
    const cover = id % 3 === 0 ? null : id % 2 === 0 ? media.poster : media.slide;
    insertArticle.run(
      id, article.title, `https://example.com/articles/${id}`, article.summary, cover,
      PAID_ARTICLES.has(id) ? USDT : null, PAID_ARTICLES.has(id) ? '9.90' : null, productId,
      article.reward ? article.reward[0] : 0, article.reward ? USDT : null, article.reward ? article.reward[1] : null,
      admin, created, created,
    );
  });

  const member = PERSONAS.member.user_id;
  db.prepare(`INSERT INTO article_claims (article_id, user_id, asset_id, amount, claimed_at) VALUES (?, ?, ?, '0.1', ?)`)
    .run(SEED_ARTICLE_IDS.claimed, member, USDT, iso(-HOUR / 2));
  // The member bought one paid article: a PAID order is the entitlement.
  db.prepare(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      channel, created_at, expires_at, paid_at, updated_at)
    VALUES (?, 'demo', ?, ?, 'article', 1, 'PAID', ?, '9.90', 'mixin', ?, ?, ?, ?)`).run(
    '68000000-0000-4000-8000-000000000009', member, ARTICLE_PRODUCT_IDS[SEED_ARTICLE_IDS.paidBought], USDT,
    iso(-2 * HOUR), iso(-2 * HOUR + 30 * 60 * 1000), iso(-2 * HOUR), iso(-2 * HOUR));
  db.prepare(`INSERT INTO article_broadcasts (group_id, article_ids, created_by, created_at) VALUES ('demo', ?, ?, ?)`)
    .run(JSON.stringify(SEED_ARTICLE_IDS.featured), admin, iso(-HOUR / 4));
}
