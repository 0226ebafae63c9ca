import { callApi } from '../../lib/call';
import { articleCalls } from '../../../contract/api/article';

// Articles (§7), as contract/api/article.ts declares them. Silent: the home hides its section on
// failure, the article page explains inline.
const quiet = { silent: true };

/** A page, newest first: `offset` is the last article id already shown (none: from the newest). */
export const fetchArticles = (group: string, page: { offset?: number; count: number }) =>
  callApi(group, articleCalls.list, { query: { offset: page.offset, count: page.count } }, quiet);

export const fetchArticle = (group: string, id: string) => callApi(group, articleCalls.get, { params: { id } }, quiet);

/** The caller's state for the article: bought, claimed, rewards left. */
export const fetchArticleUser = (group: string, id: string) => callApi(group, articleCalls.user, { params: { id } }, quiet);

/** Claims one reward; answers the caller's state. */
export const claimArticleReward = (group: string, id: string) => callApi(group, articleCalls.claim, { params: { id } }, quiet);
