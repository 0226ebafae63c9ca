import { groupApi } from '../../lib/http';
import { Article, ArticleList, ArticleUserState } from '../../../contract/article';

// Articles (§7). Silent: the home hides its section on failure, the article page explains inline.

/** A page, newest first: `offset` is the last article id already shown (none: from the newest). */
export const fetchArticles = (group: string, page: { offset?: number; count: number }) =>
  groupApi(group).get('/articles/', ArticleList, { silent: true, query: { offset: page.offset, count: page.count } });

export const fetchArticle = (group: string, id: string) =>
  groupApi(group).get(`/articles/${encodeURIComponent(id)}`, Article, { silent: true });

/** The caller's state for the article: bought, claimed, rewards left. */
export const fetchArticleUser = (group: string, id: string) =>
  groupApi(group).get(`/articles/${encodeURIComponent(id)}/user`, ArticleUserState, { silent: true });

/** Claims one reward; answers the caller's state. */
export const claimArticleReward = (group: string, id: string) =>
  groupApi(group).put(`/articles/${encodeURIComponent(id)}/claim`, {}, ArticleUserState, { silent: true });
