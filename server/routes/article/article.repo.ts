import { jsonIntegerValues, type Sql } from '../../db/sql';

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

// On the async layer (db/sql.ts), one text for both engines but for a list of ids (jsonIntegerValues):
// 'purchased' is a CASE giving 0/1 (PostgreSQL's EXISTS is a boolean), a cursor tested only for NULL is cast,
// a new row's id comes back through RETURNING.

const SELECT = `SELECT a.article_id, a.group_id, a.title, a.link, a.summary, a.cover_attachment_id, a.price_asset_id,
    a.price_amount, a.product_id, a.reward_count, a.reward_asset_id, a.reward_amount, a.created_at, a.updated_at,
    (SELECT COUNT(*) FROM article_claims k WHERE k.article_id = a.article_id) AS claimed_count,
    CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.product_id = a.product_id AND o.user_id = @viewer AND o.state = 'PAID')
      THEN 1 ELSE 0 END AS purchased
  FROM articles a`;

const FIND = `${SELECT} WHERE a.group_id = @group AND a.article_id = @id AND a.deleted_at IS NULL`;

/** A live (not deleted) article of this group, as `viewerId` sees it. */
export function findArticle(sql: Sql, groupId: string, articleId: number, viewerId: string | null): Promise<ArticleRow | undefined> {
  return sql.get<ArticleRow>(FIND, { group: groupId, id: articleId, viewer: viewerId });
}

/** Newest first, below the cursor `before` (the last id of the previous page) when given. */
export function listArticles(sql: Sql, groupId: string, before: number | null, limit: number, viewerId: string): Promise<ArticleRow[]> {
  return sql.all<ArticleRow>(`${SELECT} WHERE a.group_id = @group AND a.deleted_at IS NULL
      AND (CAST(@before AS BIGINT) IS NULL OR a.article_id < @before)
    ORDER BY a.article_id DESC LIMIT @limit`, { group: groupId, before, limit, viewer: viewerId });
}

/** The live articles among `ids` in this group. */
export function findArticles(sql: Sql, groupId: string, ids: number[], viewerId: string): Promise<ArticleRow[]> {
  return sql.all<ArticleRow>(`${SELECT} WHERE a.group_id = @group AND a.deleted_at IS NULL
      AND a.article_id IN (${jsonIntegerValues(sql.dialect, '@ids')}) ORDER BY a.article_id DESC`,
  { group: groupId, ids: JSON.stringify(ids), viewer: viewerId });
}

export async function insertArticle(sql: Sql, groupId: string, userId: string, write: ArticleWrite, nowIso: string): Promise<number> {
  const id = await sql.value<number>(`INSERT INTO articles (group_id, title, link, summary, cover_attachment_id, price_asset_id,
      price_amount, reward_count, reward_asset_id, reward_amount, created_by, created_at, updated_at)
    VALUES (@group, @title, @link, @summary, @cover_attachment_id, @price_asset_id, @price_amount, @reward_count,
      @reward_asset_id, @reward_amount, @user, @now, @now) RETURNING article_id`, { ...write, group: groupId, user: userId, now: nowIso });
  return Number(id);
}

export async function updateArticle(sql: Sql, articleId: number, write: ArticleWrite, nowIso: string): Promise<void> {
  await sql.run(`UPDATE articles SET title = @title, link = @link, summary = @summary,
      cover_attachment_id = @cover_attachment_id, price_asset_id = @price_asset_id, price_amount = @price_amount,
      reward_count = @reward_count, reward_asset_id = @reward_asset_id, reward_amount = @reward_amount, updated_at = @now
    WHERE article_id = @id`, { ...write, id: articleId, now: nowIso });
}

export async function softDeleteArticle(sql: Sql, articleId: number, nowIso: string): Promise<void> {
  await sql.run('UPDATE articles SET deleted_at = ? WHERE article_id = ?', nowIso, articleId);
}

// ---- the checkout product of a paid article ----

export async function insertArticleProduct(sql: Sql, row: {
  product_id: string; group_id: string; name: string; asset_id: string; amount: string; channels: string; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at)
    VALUES (?, ?, ?, '', 'article', ?, ?, ?, 'normal', ?)`, row.product_id, row.group_id, row.name, row.asset_id, row.amount, row.channels, row.now);
}

/** Re-prices (and re-enables) an article's product; earlier buyers keep their PAID orders. */
export async function updateArticleProduct(sql: Sql, productId: string, name: string, assetId: string, amount: string): Promise<void> {
  await sql.run(`UPDATE products SET name = ?, price_asset_id = ?, price_amount = ?, status = 'normal'
    WHERE product_id = ? AND type = 'article'`, name, assetId, amount, productId);
}

export async function disableArticleProduct(sql: Sql, productId: string): Promise<void> {
  await sql.run("UPDATE products SET status = 'disabled' WHERE product_id = ? AND type = 'article'", productId);
}

export async function setArticleProductId(sql: Sql, articleId: number, productId: string): Promise<void> {
  await sql.run('UPDATE articles SET product_id = ? WHERE article_id = ?', productId, articleId);
}

const BY_PRODUCT = 'SELECT article_id FROM articles WHERE group_id = ? AND product_id = ? AND deleted_at IS NULL';

/** The live article a product sells, in this group. */
export function findArticleIdByProduct(sql: Sql, groupId: string, productId: string): Promise<number | undefined> {
  return sql.value<number>(BY_PRODUCT, groupId, productId);
}

// ---- the reward ledger ----

export type ArticleClaimRow = { asset_id: string; amount: string; claimed_at: string };

export function findClaim(sql: Sql, articleId: number, userId: string): Promise<ArticleClaimRow | undefined> {
  return sql.get<ArticleClaimRow>('SELECT asset_id, amount, claimed_at FROM article_claims WHERE article_id = ? AND user_id = ?', articleId, userId);
}

export async function countClaims(sql: Sql, articleId: number): Promise<number> {
  return (await sql.value<number>('SELECT COUNT(*) FROM article_claims WHERE article_id = ?', articleId)) ?? 0;
}

export async function insertClaim(sql: Sql, claim: { articleId: number; userId: string; assetId: string; amount: string; nowIso: string }): Promise<void> {
  await sql.run('INSERT INTO article_claims (article_id, user_id, asset_id, amount, claimed_at) VALUES (?, ?, ?, ?, ?)',
    claim.articleId, claim.userId, claim.assetId, claim.amount, claim.nowIso);
}

// ---- broadcasts ----

export async function insertBroadcast(sql: Sql, groupId: string, userId: string, ids: number[], nowIso: string): Promise<number> {
  const id = await sql.value<number>(`INSERT INTO article_broadcasts (group_id, article_ids, created_by, created_at)
    VALUES (?, ?, ?, ?) RETURNING broadcast_id`, groupId, JSON.stringify(ids), userId, nowIso);
  return Number(id);
}

/** The article ids of the group's latest broadcast, in their order; [] before any. */
export async function latestBroadcastIds(sql: Sql, groupId: string): Promise<number[]> {
  const ids = await sql.value<string>(`SELECT article_ids FROM article_broadcasts WHERE group_id = ?
    ORDER BY broadcast_id DESC LIMIT 1`, groupId);
  return ids ? (JSON.parse(ids) as number[]) : [];
}
