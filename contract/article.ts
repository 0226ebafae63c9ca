import {
  array, boolean, integer, max, min, nullable, number, object, optional, refine, size, string, trimmed, type, type Infer,
} from './struct';
import { AmountText } from './amount';
import { IdText, boundedString, boundedText, queryInteger } from './bounds';

// Articles (issue 11 point 4): shapes shared by the client and the reference server.

/** §7: GET /articles/ pages by 10. */
export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_SUMMARY_MAX = 1000;
export const ARTICLE_LINK_MAX = 2000;
/** §5: more than 0 and at most 1000 rewards (0 here means "no reward"). */
export const ARTICLE_REWARD_MAX = 1000;
/** §5: at most 5 articles in one broadcast. */
export const ARTICLE_BROADCAST_MAX = 5;

/** A price or reward amount: a decimal string in the asset, with its symbol for display. */
export const ArticleAmount = type({ asset_id: string(), symbol: string(), amount: string() });
export type ArticleAmount = Infer<typeof ArticleAmount>;

export const ArticleReward = type({
  asset_id: string(),
  symbol: string(),
  /** What one claim gets. */
  amount: string(),
  /** How many members may claim (1–1000), and how many claims are still open. */
  count: number(),
  left: number(),
});
export type ArticleReward = Infer<typeof ArticleReward>;

export const Article = type({
  article_id: number(),
  title: string(),
  /** Where the article lives; null while `locked`. */
  link: nullable(string()),
  summary: string(),
  /** A signed link to the cover image; '' without one. */
  cover_url: string(),
  /** null: free. */
  price: nullable(ArticleAmount),
  /** The product to buy through the checkout for a paid article; null when free. */
  product_id: nullable(string()),
  /** A paid article the caller has not bought (staff never are). */
  locked: boolean(),
  /** null: no reward. */
  reward: nullable(ArticleReward),
  created_at: string(),
  updated_at: string(),
});
export type Article = Infer<typeof Article>;

/** GET /articles/ answer: a page (newest first) and the latest broadcast's articles. */
export const ArticleList = type({ articles: array(Article), featured: array(Article) });
export type ArticleList = Infer<typeof ArticleList>;

export const ArticleClaim = type({ asset_id: string(), symbol: string(), amount: string(), claimed_at: string() });
export type ArticleClaim = Infer<typeof ArticleClaim>;

/** GET /articles/{id}/user: the caller's state for the article. */
export const ArticleUserState = type({
  purchased: boolean(),
  claimed: boolean(),
  claim: nullable(ArticleClaim),
  rewards_left: number(),
});
export type ArticleUserState = Infer<typeof ArticleUserState>;

export const ArticleBroadcast = type({
  broadcast_id: number(),
  article_ids: array(number()),
  created_at: string(),
});
export type ArticleBroadcast = Infer<typeof ArticleBroadcast>;

// ---- requests ----

const HttpUrl = refine(trimmed(boundedString(ARTICLE_LINK_MAX, 1)), 'http url', (value) => {
  if (!/^https?:\/\//i.test(value)) return 'expected an http(s) URL';
  try {
    return new URL(value).host !== '' || 'expected an http(s) URL';
  } catch {
    return 'expected an http(s) URL';
  }
});
/** A plain decimal (contract/amount.ts); above 0, the asset's places and maximum are the server's to check. */
const Money = object({ asset_id: IdText, amount: AmountText });
const RewardCount = max(min(integer(), 0), ARTICLE_REWARD_MAX);

const articleFields = {
  title: trimmed(boundedString(ARTICLE_TITLE_MAX, 1)),
  link: HttpUrl,
  summary: optional(trimmed(boundedText(ARTICLE_SUMMARY_MAX))),
  /** An image attachment (jpeg/png, ≤ 2 MB) or null for none. */
  cover_attachment_id: optional(nullable(IdText)),
  /** null: free. */
  price: optional(nullable(Money)),
  /** 0 or null: no reward; else 1–1000 claims of reward_amount in reward_asset_id. */
  reward_count: optional(nullable(RewardCount)),
  reward_asset_id: optional(nullable(IdText)),
  reward_amount: optional(nullable(AmountText)),
};

/** POST /articles/create. */
export const ArticleCreate = object(articleFields);
export type ArticleCreate = Infer<typeof ArticleCreate>;

/** PUT /articles/{id}: only the fields to change. */
export const ArticleUpdate = object({
  ...articleFields,
  title: optional(articleFields.title),
  link: optional(HttpUrl),
});
export type ArticleUpdate = Infer<typeof ArticleUpdate>;

/** POST /articles/broadcast: 1 to 5 distinct articles of this group. */
export const ArticleBroadcastBody = object({
  article_ids: refine(size(array(max(min(integer(), 1), Number.MAX_SAFE_INTEGER)), 1, ARTICLE_BROADCAST_MAX), 'distinct',
    (ids) => new Set(ids).size === ids.length || 'article_ids must be distinct'),
});
export type ArticleBroadcastBody = Infer<typeof ArticleBroadcastBody>;

/** GET /articles/ query: `offset` is the last article id seen (the cursor), `count` at most 10. */
// type(), not object(): GET requests carry a random nonce the query must let through.
export const ArticleListQuery = type({
  offset: optional(queryInteger()),
  count: optional(queryInteger(1, ARTICLE_PAGE_SIZE)),
});
export type ArticleListQuery = Infer<typeof ArticleListQuery>;

/** DELETE /articles/{id} answer. */
export const ArticleDeleted = type({ article_id: number() });
export type ArticleDeleted = Infer<typeof ArticleDeleted>;
