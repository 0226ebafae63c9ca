import type { Context } from 'hono';
import {
  ARTICLE_PAGE_SIZE, Article, ArticleBroadcast, ArticleDeleted, ArticleList, ArticleUserState,
  type ArticleBroadcastBody, type ArticleCreate, type ArticleListQuery, type ArticleUpdate,
} from '../../../contract/article';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { mediaLinks } from '../attachment/attachment.links';
import { recordGroupEventSync } from '../event/event.repo';
import {
  findArticle, findArticles, insertArticle, insertBroadcast, latestBroadcastIds, listArticles, softDeleteArticle,
  updateArticle, type ArticleRow,
} from './article.repo';
import {
  articleEventDetails, articleWriteFrom, changedArticleFields, claimReward, isStaffViewer, syncArticleProduct, toArticle,
  userState,
} from './article.service';

type ViewerContext = Context<ViewerEnv>;

/** A path id: digits only; anything else names no article (404, as an unknown number does). */
export function articleIdOf(param: string): number {
  if (!/^\d{1,15}$/.test(param)) throw apiErrors.notFound();
  return Number(param);
}

function articleOr404(c: ViewerContext, articleId: number): ArticleRow {
  const row = findArticle(c.var.deps.db, c.var.group.group_id, articleId, c.var.viewer.user.user_id);
  if (!row) throw apiErrors.notFound();
  return row;
}

function present(c: ViewerContext, row: ArticleRow) {
  return toArticle(c.var.deps.db, row, isStaffViewer(c.var.viewer), mediaLinks(c.var.deps));
}

export const articleHandlers = {
  list(c: ViewerContext, query: ArticleListQuery) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    const rows = listArticles(deps.db, group.group_id, query.offset ? query.offset : null, query.count ?? ARTICLE_PAGE_SIZE, userId);
    const featuredIds = latestBroadcastIds(deps.db, group.group_id);
    const byId = new Map(findArticles(deps.db, group.group_id, featuredIds, userId).map((row) => [row.article_id, row]));
    const featured = featuredIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return sendData(c, ArticleList, {
      articles: rows.map((row) => present(c, row)),
      featured: featured.map((row) => present(c, row)),
    });
  },

  get(c: ViewerContext, articleId: number) {
    return sendData(c, Article, present(c, articleOr404(c, articleId)));
  },

  user(c: ViewerContext, articleId: number) {
    return sendData(c, ArticleUserState, userState(c.var.deps.db, articleOr404(c, articleId), c.var.viewer.user.user_id));
  },

  create(c: ViewerContext, body: ArticleCreate) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const articleId = deps.db.transaction(() => {
      const write = articleWriteFrom(deps.db, group.group_id, body);
      const id = insertArticle(deps.db, group.group_id, viewer.user.user_id, write, now);
      syncArticleProduct(deps.db, group.group_id, id, write, now);
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.create', targetKind: 'article',
        targetId: String(id), details: articleEventDetails(write), at: now,
      });
      return id;
    }).immediate();
    return sendData(c, Article, present(c, articleOr404(c, articleId)));
  },

  update(c: ViewerContext, articleId: number, body: ArticleUpdate) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    deps.db.transaction(() => {
      const current = articleOr404(c, articleId);
      const write = articleWriteFrom(deps.db, group.group_id, body, current);
      const changed = changedArticleFields(current, write);
      // An edit that changes nothing writes nothing and is no event.
      if (changed.length === 0) return;
      updateArticle(deps.db, articleId, write, now);
      syncArticleProduct(deps.db, group.group_id, articleId, write, now);
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.update', targetKind: 'article',
        targetId: String(articleId), details: { ...articleEventDetails(write), changed }, at: now,
      });
    }).immediate();
    return sendData(c, Article, present(c, articleOr404(c, articleId)));
  },

  remove(c: ViewerContext, articleId: number) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    deps.db.transaction(() => {
      const current = articleOr404(c, articleId);
      syncArticleProduct(deps.db, group.group_id, articleId, null, now);
      softDeleteArticle(deps.db, articleId, now);
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.delete', targetKind: 'article',
        targetId: String(articleId), details: { title: current.title }, at: now,
      });
    }).immediate();
    return sendData(c, ArticleDeleted, { article_id: articleId });
  },

  claim(c: ViewerContext, articleId: number) {
    const { deps, group, viewer } = c.var;
    claimReward(deps.db, group.group_id, viewer, articleId, nowIso(deps.clock));
    return sendData(c, ArticleUserState, userState(deps.db, articleOr404(c, articleId), viewer.user.user_id));
  },

  broadcast(c: ViewerContext, body: ArticleBroadcastBody) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const broadcastId = deps.db.transaction(() => {
      const found = new Set(findArticles(deps.db, group.group_id, body.article_ids, viewer.user.user_id).map((row) => row.article_id));
      const missing = body.article_ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw apiErrors.validation(`invalid article_ids: unknown article ${missing.join(', ')}`);
      const id = insertBroadcast(deps.db, group.group_id, viewer.user.user_id, body.article_ids, now);
      recordGroupEventSync(deps.db, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.broadcast', targetKind: 'article_broadcast',
        targetId: String(id), details: { article_ids: body.article_ids }, at: now,
      });
      return id;
    }).immediate();
    return sendData(c, ArticleBroadcast, { broadcast_id: broadcastId, article_ids: body.article_ids, created_at: now });
  },
};
