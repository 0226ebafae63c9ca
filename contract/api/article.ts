// Articles' calls (spec §7, issue 11 point 4). Members and staff read articles and claim their
// rewards; owner and admins create, edit, delete and broadcast them (§6). An article's id in a
// path that is not a number is a missing article (404), which the server decides.
import {
  Article, ArticleBroadcast, ArticleBroadcastBody, ArticleCreate, ArticleDeleted, ArticleList, ArticleListQuery, ArticleUpdate,
  ArticleUserState,
} from '../article';
import { call } from './call';

export const articleCalls = {
  list: call({
    method: 'GET', path: '/articles/', access: 'member',
    summary: "A page of the group's articles, newest first from the cursor `offset` (the last id seen), and the latest broadcast's",
    query: ArticleListQuery, response: ArticleList,
  }),
  create: call({ method: 'POST', path: '/articles/create', access: 'admin', summary: 'A new article, free or paid, with or without a reward', body: ArticleCreate, response: Article }),
  broadcast: call({ method: 'POST', path: '/articles/broadcast', access: 'admin', summary: "Features 1 to 5 articles on every member's home", body: ArticleBroadcastBody, response: ArticleBroadcast }),
  get: call({ method: 'GET', path: '/articles/:id', access: 'member', summary: 'One article (its link withheld while a paid one is locked)', response: Article }),
  user: call({ method: 'GET', path: '/articles/:id/user', access: 'member', summary: "The caller's state for an article: bought, claimed, rewards left", response: ArticleUserState }),
  update: call({ method: 'PUT', path: '/articles/:id', access: 'admin', summary: "Changes an article's fields (only those sent)", body: ArticleUpdate, response: Article }),
  claim: call({ method: 'PUT', path: '/articles/:id/claim', access: 'member', summary: "Claims one of an article's rewards; answers the caller's state", response: ArticleUserState }),
  remove: call({ method: 'DELETE', path: '/articles/:id', access: 'admin', summary: 'Deletes an article; answers its id', response: ArticleDeleted }),
};
