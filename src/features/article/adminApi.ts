import { groupApi } from '../../lib/http';
import { Article, ArticleBroadcast, ArticleDeleted, type ArticleCreate, type ArticleUpdate } from '../../../contract/article';
import { uploadFile } from '../../lib/call';
import { attachmentCalls } from '../../../contract/api/attachment';

// The admin's calls (issue 14, admin/article), apart from api.ts: the group home loads api.ts, and only
// the admin portal needs these. Owner and admins; silent: the screens say why a call failed.

export const createArticle = (group: string, body: ArticleCreate) =>
  groupApi(group).post('/articles/create', body, Article, { silent: true });

export const updateArticle = (group: string, id: number, body: ArticleUpdate) =>
  groupApi(group).put(`/articles/${id}`, body, Article, { silent: true });

export const deleteArticle = (group: string, id: number) => groupApi(group).del(`/articles/${id}`, ArticleDeleted, { silent: true });

/** Features 1 to 5 articles on every member's home. */
export const broadcastArticles = (group: string, ids: number[]) =>
  groupApi(group).post('/articles/broadcast', { article_ids: ids }, ArticleBroadcast, { silent: true });

/** A cover image, multipart `file` (jpeg or png, at most 2 MB, typed by its bytes on the server). */
export function uploadArticleCover(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, { silent: true });
}
