import { callApi } from '../../lib/call';
import { articleCalls } from '../../../contract/api/article';
import type { ArticleCreate, ArticleUpdate } from '../../../contract/article';
import { uploadFile } from '../../lib/callFile';
import { attachmentCalls } from '../../../contract/api/attachment';

// The admin's calls (issue 14, admin/article), apart from api.ts: the group home loads api.ts, and only
// the admin portal needs these. Owner and admins; silent: the screens say why a call failed.
const quiet = { silent: true };

export const createArticle = (group: string, body: ArticleCreate) => callApi(group, articleCalls.create, { body }, quiet);

export const updateArticle = (group: string, id: number, body: ArticleUpdate) =>
  callApi(group, articleCalls.update, { params: { id: String(id) }, body }, quiet);

export const deleteArticle = (group: string, id: number) => callApi(group, articleCalls.remove, { params: { id: String(id) } }, quiet);

/** Features 1 to 5 articles on every member's home. */
export const broadcastArticles = (group: string, ids: number[]) =>
  callApi(group, articleCalls.broadcast, { body: { article_ids: ids } }, quiet);

/** A cover image, multipart `file` (jpeg or png, at most 2 MB, typed by its bytes on the server). */
export function uploadArticleCover(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, { silent: true });
}
