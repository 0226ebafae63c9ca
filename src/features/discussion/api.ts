import { attachmentCalls } from '../../../contract/api/attachment';
import {
  Discussion, DiscussionDeleted, DiscussionPage, DiscussionReply, DiscussionReplyList, DISCUSSION_PAGE_SIZE, REPLY_PAGE_SIZE,
  type DiscussionInput, type DiscussionPatch,
} from '../../../contract/discussion';
import { uploadFile } from '../../lib/call';
import { groupApi } from '../../lib/http';

// §7 discussions. Screens show failures themselves, so calls are silent (§8 redirects still happen).
const quiet = { silent: true };
const path = (id: string) => `/discussions/${encodeURIComponent(id)}`;

/** The feed, or with `q` the posts whose text contains it (best match first). */
export const fetchDiscussions = (group: string, offset: number, q = '') =>
  groupApi(group).get('/discussions', DiscussionPage, { ...quiet, query: { q: q || undefined, offset, limit: DISCUSSION_PAGE_SIZE } });

export const fetchDiscussion = (group: string, id: string) => groupApi(group).get(path(id), Discussion, quiet);

export const createDiscussion = (group: string, input: DiscussionInput) => groupApi(group).post('/discussions', input, Discussion, quiet);

export const patchDiscussion = (group: string, id: string, input: DiscussionPatch) =>
  groupApi(group).patch(path(id), input, Discussion, quiet);

export const deleteDiscussion = (group: string, id: string) => groupApi(group).del(path(id), DiscussionDeleted, quiet);

export const stickDiscussion = (group: string, id: string, stuck: boolean) =>
  groupApi(group).put(`${path(id)}/${stuck ? 'stick' : 'unstick'}`, {}, Discussion, quiet);

export const fetchReplies = (group: string, id: string, offset: number) =>
  groupApi(group).get(`${path(id)}/replies`, DiscussionReplyList, { ...quiet, query: { offset, limit: REPLY_PAGE_SIZE } });

export const createReply = (group: string, id: string, content: string) =>
  groupApi(group).post(`${path(id)}/replies`, { content }, DiscussionReply, quiet);

export const deleteReply = (group: string, id: string, replyId: string) =>
  groupApi(group).del(`${path(id)}/replies/${encodeURIComponent(replyId)}`, DiscussionDeleted, quiet);

/** One image, multipart `file`; answers the stored attachment (its id goes into the post). */
export function uploadImage(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, quiet);
}
