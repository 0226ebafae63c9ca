import { signal } from '@preact/signals';
import { invalidateList } from '../../lib/lists';
import { keyedResource } from '../../lib/resource';
import { onGroupLogout } from '../../lib/session';
import type { InfinitePage, PagePosition } from '../../lib/pager';
import {
  DISCUSSION_PAGE_SIZE, REPLY_PAGE_SIZE, type Discussion, type DiscussionFilter, type DiscussionInput, type DiscussionLikeState, type DiscussionReply,
} from '../../../contract/discussion';
import {
  createDiscussion, createReply, deleteDiscussion, deleteReply, featureDiscussion, fetchDiscussion, fetchDiscussions, fetchReplies,
  likeDiscussion, likeReply, patchDiscussion, stickDiscussion, uploadImage,
} from './api';

/** A post by id, for its page and its editor. */
export const discussionDetail = keyedResource((group: string, id: string) =>
  fetchDiscussion(group, id).then((post) => {
    forgetLikes(group, 'post', [id]);
    return post;
  }));

/** Whether the caller may post now, by group (the feed's answer: permission setting and mute mode). */
export const canPost = signal<Record<string, boolean>>({});
/**
 * Likes as the caller last set them, by `group|post|id` or `group|reply|id`: shown at once (before the
 * server answers), then as the server answered, on every screen that shows the post or reply, until a
 * newer copy of it is loaded.
 */
export const likeStates = signal<Record<string, DiscussionLikeState>>({});

onGroupLogout((group) => {
  const next = { ...canPost.value };
  delete next[group];
  canPost.value = next;
  const likes = { ...likeStates.value };
  Object.keys(likes).filter((key) => key.startsWith(`${group}|`)).forEach((key) => delete likes[key]);
  likeStates.value = likes;
});

/** Typing pauses this long before the feed search runs (as the course search). */
export const DISCUSSION_SEARCH_DEBOUNCE_MS = 500;

/** What a like is on: a post, or a reply of a post. */
export type LikeTarget = { kind: 'post'; discussionId: string } | { kind: 'reply'; discussionId: string; replyId: string };

const likeKey = (group: string, target: LikeTarget) =>
  target.kind === 'post' ? `${group}|post|${target.discussionId}` : `${group}|reply|${target.replyId}`;

/** The like as shown: the caller's latest, else the loaded post's or reply's. */
export function likeStateOf(group: string, target: LikeTarget, loaded: DiscussionLikeState): DiscussionLikeState {
  return likeStates.value[likeKey(group, target)] || loaded;
}

function setLikeState(key: string, state: DiscussionLikeState | undefined): void {
  const next = { ...likeStates.value };
  if (state) next[key] = state;
  else delete next[key];
  likeStates.value = next;
}

/** Freshly loaded copies are newer than the likes kept for them. */
function forgetLikes(group: string, kind: LikeTarget['kind'], ids: string[]): void {
  const keys = ids.map((id) => `${group}|${kind}|${id}`).filter((key) => key in likeStates.value);
  if (keys.length === 0) return;
  const next = { ...likeStates.value };
  keys.forEach((key) => delete next[key]);
  likeStates.value = next;
}

const pendingLikes = new Set<string>();

/**
 * Likes or takes back the like: shown at once, then as the server answers; on a failure the like goes
 * back to what it was and the failure is passed on (for the screen to say). A tap while one is on
 * its way is ignored.
 */
export function toggleLike(group: string, target: LikeTarget, shown: DiscussionLikeState): Promise<void> {
  const key = likeKey(group, target);
  if (pendingLikes.has(key)) return Promise.resolve();
  pendingLikes.add(key);
  const before = likeStates.value[key];
  const liked = !shown.liked;
  setLikeState(key, { liked, like_count: Math.max(0, shown.like_count + (liked ? 1 : -1)) });
  const sending = target.kind === 'post'
    ? likeDiscussion(group, target.discussionId, liked)
    : likeReply(group, target.discussionId, target.replyId, liked);
  return sending.then(
    (answer) => {
      pendingLikes.delete(key);
      setLikeState(key, answer);
    },
    (err: unknown) => {
      pendingLikes.delete(key);
      setLikeState(key, before);
      throw err;
    },
  );
}

/** One page of the feed (§9: another page only after a full one); stuck posts come first; `q` searches; `filter` narrows to featured. */
export function loadDiscussionPage(group: string, offset: number, q = '', filter: DiscussionFilter = 'all'): Promise<InfinitePage<Discussion>> {
  return fetchDiscussions(group, offset, q, filter).then((page) => {
    canPost.value = { ...canPost.value, [group]: page.can_post };
    forgetLikes(group, 'post', page.discussions.map((post) => post.discussion_id));
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
  return fetchReplies(group, id, offset).then((items) => {
    forgetLikes(group, 'reply', items.map((reply) => reply.reply_id));
    return { items, ended: items.length < REPLY_PAGE_SIZE };
  });
}

/** Posts, or saves an edit; the saved post replaces the loaded one. */
export function saveDiscussion(group: string, input: DiscussionInput, id?: string): Promise<Discussion> {
  const saving = id ? patchDiscussion(group, id, input) : createDiscussion(group, input);
  return saving.then((saved) => {
    discussionDetail.put(group, saved.discussion_id, saved);
    invalidateList(group, DISCUSSION_LISTS);
    return saved;
  });
}

export function removeDiscussion(group: string, id: string): Promise<void> {
  return deleteDiscussion(group, id).then(() => {
    discussionDetail.clear(group);
    invalidateList(group, DISCUSSION_LISTS);
  });
}

export function setDiscussionStuck(group: string, id: string, stuck: boolean): Promise<Discussion> {
  return stickDiscussion(group, id, stuck).then((saved) => {
    discussionDetail.put(group, id, saved);
    invalidateList(group, DISCUSSION_LISTS);
    return saved;
  });
}

/** Features (精华) or unfeatures a post; the saved post replaces the loaded one. */
export function setDiscussionFeatured(group: string, id: string, featured: boolean): Promise<Discussion> {
  return featureDiscussion(group, id, featured).then((saved) => {
    discussionDetail.put(group, id, saved);
    invalidateList(group, DISCUSSION_LISTS);
    return saved;
  });
}

/** A reply to the post, or (`replyTo`) to one of its replies. */
export const sendReply = (group: string, id: string, content: string, replyTo?: string): Promise<DiscussionReply> =>
  createReply(group, id, content, replyTo).then((reply) => {
    invalidateList(group, replyListName(id));
    return reply;
  });

export const removeReply = (group: string, id: string, replyId: string): Promise<unknown> =>
  deleteReply(group, id, replyId).then(() => invalidateList(group, replyListName(id)));

/** The list name (lib/resource listVersion) of a post's replies, read again when one is sent or deleted. */
export const replyListName = (id: string) => `discussion-replies:${id}`;

/** The list name of the admin's post lists (pinned and the rest), read again when a post changes. */
export const DISCUSSION_LISTS = 'discussions';

/** Uploads one picked image; resolves with its attachment id. */
export function uploadDiscussionImage(group: string, file: File): Promise<string> {
  return uploadImage(group, file).then((attachment) => attachment.attachment_id);
}
