import type { Context } from 'hono';
import {
  ARTICLE_PAGE_SIZE, Article, ArticleBroadcast, ArticleDeleted, ArticleList, ArticleUserState,
  type ArticleBroadcastBody, type ArticleCreate, type ArticleListQuery, type ArticleUpdate,
} from '../../../contract/article';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { mediaLinks } from '../attachment/attachment.links';
import { recordGroupEvent } from '../event/event.repo';
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

async function articleOr404(c: ViewerContext, articleId: number): Promise<ArticleRow> {
  const row = await findArticle(c.var.deps.sql, c.var.group.group_id, articleId, c.var.viewer.user.user_id);
  if (!row) throw apiErrors.notFound();
  return row;
}

function present(c: ViewerContext, row: ArticleRow) {
  return toArticle(c.var.deps.sql, row, isStaffViewer(c.var.viewer), mediaLinks(c.var.deps));
}

export const articleHandlers = {
  async list(c: ViewerContext, query: ArticleListQuery) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    const rows = await listArticles(deps.sql, group.group_id, query.offset ? query.offset : null, query.count ?? ARTICLE_PAGE_SIZE, userId);
    const featuredIds = await latestBroadcastIds(deps.sql, group.group_id);
    const byId = new Map((await findArticles(deps.sql, group.group_id, featuredIds, userId)).map((row) => [row.article_id, row]));
    const featured = featuredIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const articles = [];
    for (const row of rows) articles.push(await present(c, row));
    const shown = [];
    for (const row of featured) shown.push(await present(c, row));
    return sendData(c, ArticleList, { articles, featured: shown });
  },

  async get(c: ViewerContext, articleId: number) {
    return sendData(c, Article, await present(c, await articleOr404(c, articleId)));
  },

  async user(c: ViewerContext, articleId: number) {
    return sendData(c, ArticleUserState, await userState(c.var.deps.sql, await articleOr404(c, articleId), c.var.viewer.user.user_id));
  },

  async create(c: ViewerContext, body: ArticleCreate) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const articleId = await deps.sql.tx(async (t) => {
      const write = await articleWriteFrom(t, group.group_id, body);
      const id = await insertArticle(t, group.group_id, viewer.user.user_id, write, now);
      await syncArticleProduct(t, group.group_id, id, write, now);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.create', targetKind: 'article',
        targetId: String(id), details: articleEventDetails(write), at: now,
      });
      return id;
    });
    return sendData(c, Article, await present(c, await articleOr404(c, articleId)));
  },

  async update(c: ViewerContext, articleId: number, body: ArticleUpdate) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    await deps.sql.tx(async (t) => {
      const current = await articleOr404(c, articleId);
      const write = await articleWriteFrom(t, group.group_id, body, current);
      const changed = changedArticleFields(current, write);
      // An edit that changes nothing writes nothing and is no event.
      if (changed.length === 0) return;
      await updateArticle(t, articleId, write, now);
      await syncArticleProduct(t, group.group_id, articleId, write, now);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.update', targetKind: 'article',
        targetId: String(articleId), details: { ...articleEventDetails(write), changed }, at: now,
      });
    });
    return sendData(c, Article, await present(c, await articleOr404(c, articleId)));
  },

  async remove(c: ViewerContext, articleId: number) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    await deps.sql.tx(async (t) => {
      const current = await articleOr404(c, articleId);
      await syncArticleProduct(t, group.group_id, articleId, null, now);
      await softDeleteArticle(t, articleId, now);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.delete', targetKind: 'article',
        targetId: String(articleId), details: { title: current.title }, at: now,
      });
    });
    return sendData(c, ArticleDeleted, { article_id: articleId });
  },

  async claim(c: ViewerContext, articleId: number) {
    const { deps, group, viewer } = c.var;
    await claimReward(deps.sql, group.group_id, viewer, articleId, nowIso(deps.clock));
    return sendData(c, ArticleUserState, await userState(deps.sql, await articleOr404(c, articleId), viewer.user.user_id));
  },

  async broadcast(c: ViewerContext, body: ArticleBroadcastBody) {
    const { deps, group, viewer } = c.var;
    const now = nowIso(deps.clock);
    const broadcastId = await deps.sql.tx(async (t) => {
      const found = new Set((await findArticles(t, group.group_id, body.article_ids, viewer.user.user_id)).map((row) => row.article_id));
      const missing = body.article_ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw apiErrors.validation(`invalid article_ids: unknown article ${missing.join(', ')}`);
      const id = await insertBroadcast(t, group.group_id, viewer.user.user_id, body.article_ids, now);
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'article.broadcast', targetKind: 'article_broadcast',
        targetId: String(id), details: { article_ids: body.article_ids }, at: now,
      });
      return id;
    });
    return sendData(c, ArticleBroadcast, { broadcast_id: broadcastId, article_ids: body.article_ids, created_at: now });
  },
};
