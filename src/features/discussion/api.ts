import { attachmentCalls } from '../../../contract/api/attachment';
import { discussionCalls } from '../../../contract/api/discussion';
import { DISCUSSION_PAGE_SIZE, REPLY_PAGE_SIZE, type DiscussionFilter, type DiscussionInput, type DiscussionPatch } from '../../../contract/discussion';
import { callApi } from '../../lib/call';
import { uploadFile } from '../../lib/callFile';

// §7 discussions, as contract/api/discussion.ts declares them. Screens show failures themselves, so
// calls are silent (§8 redirects still happen).
const quiet = { silent: true };

/** The feed, or with `q` the posts whose text contains it (best match first); `featured`: the featured ones only. */
export const fetchDiscussions = (group: string, offset: number, q = '', filter: DiscussionFilter = 'all') =>
  callApi(group, discussionCalls.list, {
    query: { q: q || undefined, filter: filter === 'featured' ? filter : undefined, offset, limit: DISCUSSION_PAGE_SIZE },
  }, quiet);

export const fetchDiscussion = (group: string, id: string) => callApi(group, discussionCalls.get, { params: { id } }, quiet);

export const createDiscussion = (group: string, input: DiscussionInput) => callApi(group, discussionCalls.create, { body: input }, quiet);

export const patchDiscussion = (group: string, id: string, input: DiscussionPatch) =>
  callApi(group, discussionCalls.update, { params: { id }, body: input }, quiet);

export const deleteDiscussion = (group: string, id: string) => callApi(group, discussionCalls.remove, { params: { id } }, quiet);

export const stickDiscussion = (group: string, id: string, stuck: boolean) =>
  callApi(group, stuck ? discussionCalls.stick : discussionCalls.unstick, { params: { id } }, quiet);

export const featureDiscussion = (group: string, id: string, featured: boolean) =>
  callApi(group, featured ? discussionCalls.feature : discussionCalls.unfeature, { params: { id } }, quiet);

/** Likes (PUT) or takes back the like (DELETE); answers the like as it now stands. */
export const likeDiscussion = (group: string, id: string, liked: boolean) =>
  callApi(group, liked ? discussionCalls.like : discussionCalls.unlike, { params: { id } }, quiet);

export const likeReply = (group: string, id: string, replyId: string, liked: boolean) =>
  callApi(group, liked ? discussionCalls.likeReply : discussionCalls.unlikeReply, { params: { id, replyId } }, quiet);

export const fetchReplies = (group: string, id: string, offset: number) =>
  callApi(group, discussionCalls.replies, { params: { id }, query: { offset, limit: REPLY_PAGE_SIZE } }, quiet);

/** A reply to the post, or with `replyTo` to one of its replies. */
export const createReply = (group: string, id: string, content: string, replyTo?: string) =>
  callApi(group, discussionCalls.reply, { params: { id }, body: replyTo ? { content, reply_to: replyTo } : { content } }, quiet);

export const deleteReply = (group: string, id: string, replyId: string) =>
  callApi(group, discussionCalls.removeReply, { params: { id, replyId } }, quiet);

/** One image, multipart `file`; answers the stored attachment (its id goes into the post). */
export function uploadImage(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, quiet);
}
