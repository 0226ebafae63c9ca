import { randomUUID } from 'node:crypto';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import type { Article, ArticleCreate, ArticleUpdate, ArticleUserState } from '../../../contract/article';
import { ErrorCode } from '../../../contract/errors';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { checkAssetAmount } from '../../lib/amount';
import { hasLecturerAuthority } from '../../lib/roles';
import { findAsset } from '../asset/asset.repo';
import type { MediaLinks } from '../attachment/attachment.links';
import { findAttachment } from '../attachment/attachment.repo';
import type { Viewer } from '../auth/auth.middleware';
import type { GroupRow } from '../group/group.repo';
import { membershipChannels } from '../product/product.repo';
import {
  countClaims, disableArticleProduct, findArticle, findArticleIdByProduct, findClaim, insertArticleProduct, insertClaim,
  setArticleProductId, updateArticleProduct, type ArticleRow, type ArticleWrite,
} from './article.repo';

const MB = 1024 * 1024;

/** Owner, admin and lecturer read every article without paying (as they see charged courses). */
export const isStaffViewer = (viewer: Viewer) => viewer.membership !== null && hasLecturerAuthority(viewer.membership.role);

/** Paid and not bought by this (non-staff) viewer: the link is withheld. */
export const isLocked = (row: ArticleRow, staff: boolean) => row.price_asset_id !== null && !staff && row.purchased !== 1;

/** §5 cover: an image of this group, jpeg or png, at most 2 MB. */
async function checkCover(sql: Sql, groupId: string, attachmentId: string): Promise<void> {
  const cover = await findAttachment(sql, groupId, attachmentId);
  if (!cover) throw apiErrors.validation('invalid cover_attachment_id: unknown attachment');
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(cover.mime_type)) {
    throw apiErrors.validation('invalid cover_attachment_id: the cover must be a jpeg or png image');
  }
  if (cover.size > ATTACHMENT_LIMITS_MB.image * MB) {
    throw apiErrors.validation(`invalid cover_attachment_id: the cover must be at most ${ATTACHMENT_LIMITS_MB.image} MB`);
  }
}

/**
 * A positive plain decimal in a known asset, with at most the asset's decimals and at most its maximum
 * (contract/amount.ts); kept as written, like course charges (the syntax leaves no raw text to keep).
 */
async function checkMoney(sql: Sql, field: string, assetId: string, amount: string): Promise<{ asset_id: string; amount: string }> {
  const asset = await findAsset(sql, assetId);
  if (!asset) throw apiErrors.validation(`invalid ${field}: unknown asset ${assetId}`);
  return { asset_id: asset.asset_id, amount: checkAssetAmount(field, amount, asset) };
}

/**
 * The stored fields for a create or a partial update: fields left out keep the article's value.
 * A reward needs its count (1–1000), asset and amount together; a count of 0 or null removes it.
 */
export async function articleWriteFrom(
  sql: Sql, groupId: string, input: ArticleCreate | ArticleUpdate, current?: ArticleRow,
): Promise<ArticleWrite> {
  const cover = input.cover_attachment_id !== undefined ? input.cover_attachment_id : current?.cover_attachment_id ?? null;
  if (cover && cover !== current?.cover_attachment_id) await checkCover(sql, groupId, cover);

  let price: { asset_id: string; amount: string } | null;
  if (input.price !== undefined) price = input.price ? await checkMoney(sql, 'price', input.price.asset_id, input.price.amount) : null;
  else price = current?.price_asset_id && current.price_amount ? { asset_id: current.price_asset_id, amount: current.price_amount } : null;

  const count = input.reward_count !== undefined ? input.reward_count ?? 0 : current?.reward_count ?? 0;
  const assetId = input.reward_asset_id !== undefined ? input.reward_asset_id : current?.reward_asset_id ?? null;
  const amount = input.reward_amount !== undefined ? input.reward_amount : current?.reward_amount ?? null;
  let reward: { asset_id: string; amount: string } | null = null;
  if (count === 0) {
    // Count 0/null removes the reward; naming an asset or amount with it is a reward for nobody.
    if ((input.reward_asset_id ?? null) !== null || (input.reward_amount ?? null) !== null) {
      throw apiErrors.validation('invalid reward_count: a reward goes to 1 to 1000 members');
    }
  } else {
    if (!assetId || !amount) throw apiErrors.validation('invalid reward: reward_count, reward_asset_id and reward_amount go together');
    reward = await checkMoney(sql, 'reward_amount', assetId, amount);
  }
  if (current && count < current.claimed_count) {
    throw apiErrors.rejected(`reward_count below the ${current.claimed_count} rewards already claimed`,
      ErrorCode.articleRewardCountBelowClaimed);
  }
  return {
    title: input.title ?? current!.title,
    link: input.link ?? current!.link,
    summary: input.summary !== undefined ? input.summary : current?.summary ?? '',
    cover_attachment_id: cover,
    price_asset_id: price ? price.asset_id : null,
    price_amount: price ? price.amount : null,
    reward_count: reward ? count : 0,
    reward_asset_id: reward ? reward.asset_id : null,
    reward_amount: reward ? reward.amount : null,
  };
}

/** What a group event says of an article (plain values; amounts as decimal strings). */
export function articleEventDetails(write: ArticleWrite): Record<string, unknown> {
  return {
    title: write.title,
    price: write.price_amount,
    price_asset_id: write.price_asset_id,
    reward_count: write.reward_count,
    reward_amount: write.reward_amount,
    reward_asset_id: write.reward_asset_id,
  };
}

const WRITE_FIELDS: (keyof ArticleWrite)[] = [
  'title', 'link', 'summary', 'cover_attachment_id', 'price_asset_id', 'price_amount', 'reward_count', 'reward_asset_id',
  'reward_amount',
];

/** The fields an edit changes, by name ('price' and 'reward' for their parts): [] when it changes nothing. */
export function changedArticleFields(current: ArticleRow, write: ArticleWrite): string[] {
  const names = WRITE_FIELDS.filter((field) => current[field] !== write[field])
    .map((field) => (field.indexOf('price_') === 0 ? 'price' : field.indexOf('reward_') === 0 ? 'reward' : field === 'cover_attachment_id' ? 'cover' : field));
  return names.filter((name, i) => names.indexOf(name) === i);
}

/**
 * Keeps a paid article's checkout product in step with its price: created on the first price,
 * re-priced on change, disabled when the article becomes free or is deleted.
 */
export async function syncArticleProduct(sql: Sql, groupId: string, articleId: number, write: ArticleWrite | null, now: string): Promise<void> {
  const productId = (await findArticle(sql, groupId, articleId, null))?.product_id ?? null;
  if (write === null || write.price_asset_id === null || write.price_amount === null) {
    if (productId) await disableArticleProduct(sql, productId);
    return;
  }
  if (productId) {
    await updateArticleProduct(sql, productId, write.title, write.price_asset_id, write.price_amount);
    return;
  }
  const newId = randomUUID();
  await insertArticleProduct(sql, {
    product_id: newId, group_id: groupId, name: write.title, asset_id: write.price_asset_id,
    amount: write.price_amount, channels: await membershipChannels(sql, groupId), now,
  });
  await setArticleProductId(sql, articleId, newId);
}

/**
 * Order service hook (POST /orders, PUT /orders/{id}/pay for a product of type 'article'): a
 * member who has not bought the live paid article and is not staff may buy it. On the layer, inside
 * the order's transaction.
 */
export async function assertArticlePurchasable(sql: Sql, group: GroupRow, viewer: Viewer, productId: string): Promise<void> {
  const articleId = await findArticleIdByProduct(sql, group.group_id, productId);
  const row = articleId !== undefined ? await findArticle(sql, group.group_id, articleId, viewer.user.user_id) : undefined;
  if (!row || row.price_asset_id === null) throw apiErrors.rejected('this article is not for sale');
  if (isStaffViewer(viewer)) throw apiErrors.rejected('group staff read paid articles without paying');
  if (row.purchased === 1) throw apiErrors.rejected('this article is already paid');
}

/**
 * One member's claim of one reward, in one IMMEDIATE transaction so that the checks (readable,
 * has a reward, not claimed by them, rewards left) and the write hold the lock together, also
 * across processes; PRIMARY KEY (article, user) backs it up. The claim is a ledger row.
 */
export async function claimReward(sql: Sql, groupId: string, viewer: Viewer, articleId: number, nowIso: string): Promise<void> {
  const userId = viewer.user.user_id;
  await sql.tx(async (t) => {
    const row = await findArticle(t, groupId, articleId, userId);
    if (!row) throw apiErrors.notFound();
    if (isLocked(row, isStaffViewer(viewer))) throw apiErrors.rejected('buy this article to claim its reward', ErrorCode.articleLocked);
    if (row.reward_count === 0 || !row.reward_asset_id || !row.reward_amount) {
      throw apiErrors.rejected('this article has no reward', ErrorCode.articleNoReward);
    }
    if (await findClaim(t, articleId, userId)) throw apiErrors.rejected('you have already claimed this reward', ErrorCode.articleRewardClaimed);
    if (await countClaims(t, articleId) >= row.reward_count) {
      throw apiErrors.rejected('every reward of this article has been claimed', ErrorCode.articleRewardsGone);
    }
    await insertClaim(t, { articleId, userId, assetId: row.reward_asset_id, amount: row.reward_amount, nowIso });
  });
}

const symbolOf = async (sql: Sql, assetId: string) => (await findAsset(sql, assetId))?.symbol ?? '';

/** The article as `staff` or not sees it: a locked one withholds its link. */
export async function toArticle(sql: Sql, row: ArticleRow, staff: boolean, media: MediaLinks): Promise<Article> {
  const locked = isLocked(row, staff);
  return {
    article_id: row.article_id,
    title: row.title,
    link: locked ? null : row.link,
    summary: row.summary,
    cover_url: row.cover_attachment_id ? media(row.group_id, row.cover_attachment_id) : '',
    price: row.price_asset_id && row.price_amount
      ? { asset_id: row.price_asset_id, symbol: await symbolOf(sql, row.price_asset_id), amount: row.price_amount }
      : null,
    product_id: row.price_asset_id ? row.product_id : null,
    locked,
    reward: row.reward_count > 0 && row.reward_asset_id && row.reward_amount
      ? {
        asset_id: row.reward_asset_id, symbol: await symbolOf(sql, row.reward_asset_id), amount: row.reward_amount,
        count: row.reward_count, left: Math.max(0, row.reward_count - row.claimed_count),
      }
      : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET /articles/{id}/user. */
export async function userState(sql: Sql, row: ArticleRow, userId: string): Promise<ArticleUserState> {
  const claim = (await findClaim(sql, row.article_id, userId)) ?? null;
  return {
    purchased: row.purchased === 1,
    claimed: claim !== null,
    claim: claim && { ...claim, symbol: await symbolOf(sql, claim.asset_id) },
    rewards_left: Math.max(0, row.reward_count - row.claimed_count),
  };
}
