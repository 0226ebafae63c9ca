import { groupResource, keyedResource } from '../../lib/resource';
import { formatAssetAmount, memberPrice, memberPriceText, type PricedAsset } from '../../lib/format';
import { currency, type Currency } from '../../lib/settings';
import { ARTICLE_PAGE_SIZE, type Article, type ArticleAmount, type ArticleList } from '../../../contract/article';
import { claimArticleReward, fetchArticle, fetchArticleUser, fetchArticles } from './api';

/** Rows the group home shows before "More" (featured first, then the latest). */
export const HOME_ARTICLE_ROWS = 5;

/** The home's first page: the latest few and the featured ones. */
export const homeArticlePage = groupResource((group) => fetchArticles(group, { count: HOME_ARTICLE_ROWS }));

/** One article by id, and the caller's state for it. */
export const articleDetail = keyedResource((group, id: string) => fetchArticle(group, id));
export const articleUser = keyedResource((group, id: string) => fetchArticleUser(group, id));

/** What the home lists: featured first, then the latest not featured; `cursor` is the last latest id shown. */
export interface HomeArticleRows {
  featured: Article[];
  latest: Article[];
  cursor: number | null;
  more: boolean;
}

/** The first page as the home shows it: at most `limit` rows, featured first, no article twice. */
export function homeArticleRows(page: ArticleList, limit = HOME_ARTICLE_ROWS): HomeArticleRows {
  const featured = page.featured.slice(0, limit);
  const seen = featured.map((a) => a.article_id);
  const rest = page.articles.filter((a) => seen.indexOf(a.article_id) < 0);
  const latest = rest.slice(0, Math.max(0, limit - featured.length));
  const last = latest.length > 0 ? latest[latest.length - 1]!.article_id : null;
  // More exists when the page was full or rows were held back for want of room.
  const more = rest.length > latest.length || page.articles.length >= HOME_ARTICLE_ROWS;
  return { featured, latest, cursor: last, more };
}

/** The next 10 after `cursor` (null: from the newest), without those already shown. */
export function loadMoreArticles(group: string, cursor: number | null, shown: number[]) {
  return fetchArticles(group, { offset: cursor === null ? undefined : cursor, count: ARTICLE_PAGE_SIZE }).then((page) => {
    const articles = page.articles;
    return {
      articles: articles.filter((a) => shown.indexOf(a.article_id) < 0),
      cursor: articles.length > 0 ? articles[articles.length - 1]!.article_id : cursor,
      more: articles.length >= ARTICLE_PAGE_SIZE,
    };
  });
}

/** A price for the person reading it: "9.9 USDT ≈ $9.90", fiat in their currency. */
export function articlePriceText(price: ArticleAmount, assets?: readonly PricedAsset[], money: Currency = currency.value): string {
  const list = assets || [];
  const known = list.find((a) => a.asset_id === price.asset_id) || { asset_id: price.asset_id, symbol: price.symbol, price_cny: '' };
  return memberPriceText(memberPrice(price.amount, known, money, list));
}

/** A reward per claim: "0.1 USDT". */
export const articleRewardText = (reward: { amount: string; asset_id: string; symbol: string }) =>
  `${formatAssetAmount(reward.amount, { asset_id: reward.asset_id, symbol: reward.symbol, price_cny: '' })} ${reward.symbol}`;

/**
 * Claims the article's reward once; the state and the article (rewards left) are read again
 * whatever the answer, since a refusal means they changed. Resolves with the refusal, or null.
 */
export function claimReward(group: string, id: string): Promise<unknown> {
  return claimArticleReward(group, id).then(
    (state) => {
      articleUser.put(group, id, state);
      articleDetail.refresh(group, id);
      return null;
    },
    (err: unknown) => {
      articleUser.refresh(group, id);
      articleDetail.refresh(group, id);
      return err;
    },
  );
}
