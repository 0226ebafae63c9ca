import { signal } from '@preact/signals';
import { keyedResource } from '../../lib/resource';
import { onGroupLogout } from '../../lib/session';
import type { InfinitePage, PagePosition } from '../../lib/pager';
import { DISCUSSION_PAGE_SIZE, REPLY_PAGE_SIZE, type Discussion, type DiscussionInput, type DiscussionReply } from '../../../contract/discussion';
import {
  createDiscussion, createReply, deleteDiscussion, deleteReply, fetchDiscussion, fetchDiscussions, fetchReplies, patchDiscussion,
  stickDiscussion, uploadImage,
} from './api';

/** A post by id, for its page and its editor. */
export const discussionDetail = keyedResource(fetchDiscussion);

/** Whether the caller may post now, by group (the feed's answer: permission setting and mute mode). */
export const canPost = signal<Record<string, boolean>>({});
onGroupLogout((group) => {
  const next = { ...canPost.value };
  delete next[group];
  canPost.value = next;
});

/** Typing pauses this long before the feed search runs (as the course search). */
export const DISCUSSION_SEARCH_DEBOUNCE_MS = 500;

/** One page of the feed (§9: another page only after a full one); stuck posts come first; `q` searches. */
export function loadDiscussionPage(group: string, offset: number, q = ''): Promise<InfinitePage<Discussion>> {
  return fetchDiscussions(group, offset, q).then((page) => {
    canPost.value = { ...canPost.value, [group]: page.can_post };
    return { items: page.discussions, ended: page.discussions.length < DISCUSSION_PAGE_SIZE };
  });
}

/**
 * The admin's lists (admin/discussion): the pinned posts, or the others, newest first, read from the
 * feed a page at a time (the cursor is the feed's offset). The feed leads with the pinned posts, so
 * the first unpinned post ends their list.
 */
export function loadAdminDiscussionPage(group: string, pinned: boolean, at: PagePosition): Promise<InfinitePage<Discussion>> {
  const offset = at.cursor ? Number(at.cursor) : 0;
  return fetchDiscussions(group, offset).then((page) => {
    const posts = page.discussions;
    const items = posts.filter((post) => post.stuck === pinned);
    const ended = posts.length < DISCUSSION_PAGE_SIZE || (pinned && items.length < posts.length);
    const cursor = String(offset + posts.length);
    // A page of nothing but pinned posts has none of the others: read on (an empty page ends a list).
    if (items.length === 0 && !ended) return loadAdminDiscussionPage(group, pinned, { offset: at.offset, cursor });
    return { items, ended, cursor };
  });
}

/** One page of a post's replies, oldest first. */
export function loadReplyPage(group: string, id: string, offset: number): Promise<InfinitePage<DiscussionReply>> {
  return fetchReplies(group, id, offset).then((items) => ({ items, ended: items.length < REPLY_PAGE_SIZE }));
}

/** Posts, or saves an edit; the saved post replaces the loaded one. */
export function saveDiscussion(group: string, input: DiscussionInput, id?: string): Promise<Discussion> {
  const saving = id ? patchDiscussion(group, id, input) : createDiscussion(group, input);
  return saving.then((saved) => {
    discussionDetail.put(group, saved.discussion_id, saved);
    return saved;
  });
}

export function removeDiscussion(group: string, id: string): Promise<void> {
  return deleteDiscussion(group, id).then(() => discussionDetail.clear(group));
}

export function setDiscussionStuck(group: string, id: string, stuck: boolean): Promise<Discussion> {
  return stickDiscussion(group, id, stuck).then((saved) => {
    discussionDetail.put(group, id, saved);
    return saved;
  });
}

export const sendReply = (group: string, id: string, content: string): Promise<DiscussionReply> => createReply(group, id, content);

export const removeReply = (group: string, id: string, replyId: string): Promise<unknown> => deleteReply(group, id, replyId);

/** Uploads one picked image; resolves with its attachment id. */
export function uploadDiscussionImage(group: string, file: File): Promise<string> {
  return uploadImage(group, file).then((attachment) => attachment.attachment_id);
}
