import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type ArticleRow = {
  article_id: number;
  group_id: string;
  title: string;
  link: string;
  summary: string;
  cover_attachment_id: string | null;
  price_asset_id: string | null;
  price_amount: string | null;
  product_id: string | null;
  reward_count: number;
  reward_asset_id: string | null;
  reward_amount: string | null;
  created_at: string;
  updated_at: string;
  /** Claims made so far. */
  claimed_count: number;
  /** 1 when the viewer has a PAID order for the article's product. */
  purchased: number;
};

export type ArticleWrite = Pick<ArticleRow,
  'title' | 'link' | 'summary' | 'cover_attachment_id' | 'price_asset_id' | 'price_amount' | 'reward_count'
  | 'reward_asset_id' | 'reward_amount'>;

const SELECT = `SELECT a.article_id, a.group_id, a.title, a.link, a.summary, a.cover_attachment_id, a.price_asset_id,
    a.price_amount, a.product_id, a.reward_count, a.reward_asset_id, a.reward_amount, a.created_at, a.updated_at,
    (SELECT COUNT(*) FROM article_claims k WHERE k.article_id = a.article_id) AS claimed_count,
    EXISTS (SELECT 1 FROM orders o WHERE o.product_id = a.product_id AND o.user_id = @viewer AND o.state = 'PAID')
      AS purchased
  FROM articles a`;

/** A live (not deleted) article of this group, as `viewerId` sees it. */
export function findArticle(db: Db, groupId: string, articleId: number, viewerId: string | null): ArticleRow | undefined {
  return statement(db, `${SELECT} WHERE a.group_id = @group AND a.article_id = @id AND a.deleted_at IS NULL`)
    .get({ group: groupId, id: articleId, viewer: viewerId }) as ArticleRow | undefined;
}

/** Newest first, below the cursor `before` (the last id of the previous page) when given. */
export function listArticles(db: Db, groupId: string, before: number | null, limit: number, viewerId: string): ArticleRow[] {
  return statement(db, `${SELECT} WHERE a.group_id = @group AND a.deleted_at IS NULL
      AND (@before IS NULL OR a.article_id < @before)
    ORDER BY a.article_id DESC LIMIT @limit`)
    .all({ group: groupId, before, limit, viewer: viewerId }) as ArticleRow[];
}

/** The live articles among `ids` in this group. */
export function findArticles(db: Db, groupId: string, ids: number[], viewerId: string): ArticleRow[] {
  return statement(db, `${SELECT} WHERE a.group_id = @group AND a.deleted_at IS NULL
      AND a.article_id IN (SELECT value FROM json_each(@ids))`)
    .all({ group: groupId, ids: JSON.stringify(ids), viewer: viewerId }) as ArticleRow[];
}

export function insertArticle(db: Db, groupId: string, userId: string, write: ArticleWrite, nowIso: string): number {
  const result = statement(db, `INSERT INTO articles (group_id, title, link, summary, cover_attachment_id, price_asset_id,
      price_amount, reward_count, reward_asset_id, reward_amount, created_by, created_at, updated_at)
    VALUES (@group, @title, @link, @summary, @cover_attachment_id, @price_asset_id, @price_amount, @reward_count,
      @reward_asset_id, @reward_amount, @user, @now, @now)`).run({ ...write, group: groupId, user: userId, now: nowIso });
  return Number(result.lastInsertRowid);
}

export function updateArticle(db: Db, articleId: number, write: ArticleWrite, nowIso: string): void {
  statement(db, `UPDATE articles SET title = @title, link = @link, summary = @summary,
      cover_attachment_id = @cover_attachment_id, price_asset_id = @price_asset_id, price_amount = @price_amount,
      reward_count = @reward_count, reward_asset_id = @reward_asset_id, reward_amount = @reward_amount, updated_at = @now
    WHERE article_id = @id`).run({ ...write, id: articleId, now: nowIso });
}

export function softDeleteArticle(db: Db, articleId: number, nowIso: string): void {
  statement(db, 'UPDATE articles SET deleted_at = ? WHERE article_id = ?').run(nowIso, articleId);
}

// ---- the checkout product of a paid article ----

export function insertArticleProduct(db: Db, row: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string; channels: string; now: string;
}): void {
  statement(db, `INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at)
    VALUES (?, ?, ?, '', 'article', ?, ?, ?, 'normal', ?)`).run(
    row.product_id, row.group_id, row.name, row.asset_id, row.amount, row.channels, row.now,
  );
}

/** Re-prices (and re-enables) an article's product; earlier buyers keep their PAID orders. */
export function updateArticleProduct(db: Db, productId: string, name: string, assetId: string, amount: string): void {
  statement(db, `UPDATE products SET name = ?, price_asset_id = ?, price_amount = ?, status = 'normal'
    WHERE product_id = ? AND type = 'article'`).run(name, assetId, amount, productId);
}

export function disableArticleProduct(db: Db, productId: string): void {
  statement(db, "UPDATE products SET status = 'disabled' WHERE product_id = ? AND type = 'article'").run(productId);
}

export function setArticleProductId(db: Db, articleId: number, productId: string): void {
  statement(db, 'UPDATE articles SET product_id = ? WHERE article_id = ?').run(productId, articleId);
}

/** The live article a product sells, in this group. */
export function findArticleIdByProduct(db: Db, groupId: string, productId: string): number | undefined {
  return statement(db, 'SELECT article_id FROM articles WHERE group_id = ? AND product_id = ? AND deleted_at IS NULL')
    .pluck().get(groupId, productId) as number | undefined;
}

// ---- the reward ledger ----

export type ArticleClaimRow = { asset_id: string; amount: string; claimed_at: string };

export function findClaim(db: Db, articleId: number, userId: string): ArticleClaimRow | undefined {
  return statement(db, 'SELECT asset_id, amount, claimed_at FROM article_claims WHERE article_id = ? AND user_id = ?')
    .get(articleId, userId) as ArticleClaimRow | undefined;
}

export function countClaims(db: Db, articleId: number): number {
  return statement(db, 'SELECT COUNT(*) FROM article_claims WHERE article_id = ?').pluck().get(articleId) as number;
}

export function insertClaim(db: Db, claim: { articleId: number; userId: string; assetId: string; amount: string; nowIso: string }): void {
  statement(db, 'INSERT INTO article_claims (article_id, user_id, asset_id, amount, claimed_at) VALUES (?, ?, ?, ?, ?)')
    .run(claim.articleId, claim.userId, claim.assetId, claim.amount, claim.nowIso);
}

// ---- broadcasts ----

export function insertBroadcast(db: Db, groupId: string, userId: string, ids: number[], nowIso: string): number {
  const result = statement(db, `INSERT INTO article_broadcasts (group_id, article_ids, created_by, created_at)
    VALUES (?, ?, ?, ?)`).run(groupId, JSON.stringify(ids), userId, nowIso);
  return Number(result.lastInsertRowid);
}

/** The article ids of the group's latest broadcast, in their order; [] before any. */
export function latestBroadcastIds(db: Db, groupId: string): number[] {
  const ids = statement(db, `SELECT article_ids FROM article_broadcasts WHERE group_id = ?
    ORDER BY broadcast_id DESC LIMIT 1`).pluck().get(groupId) as string | undefined;
  return ids ? (JSON.parse(ids) as number[]) : [];
}
