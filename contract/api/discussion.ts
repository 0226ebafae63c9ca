// Discussions' calls (spec §7). Members and staff read and write (§1); authors edit; authors and
// owner/admins delete, which the handler tells apart (the guard asks for a member only); admins pin and
// feature (§6, issue 26 point 4); members like posts and replies.
import { optional, type } from '../struct';
import { queryInteger, SearchText } from '../bounds';
import { Discussion, DiscussionDeleted, DiscussionFilter, DiscussionInput, DiscussionLikeState, DiscussionPage, DiscussionPatch, DiscussionReply, DiscussionReplyInput, DiscussionReplyList } from '../discussion';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const DiscussionPageQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

// The feed also takes `q`: a substring of the content (issue 11, point 2), and `filter`: featured
// posts only (issue 26 point 4; all by default).
export const DiscussionFeedQuery = type({
  q: optional(SearchText),
  filter: optional(DiscussionFilter),
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

export const discussionCalls = {
  list: call({
    method: 'GET', path: '/discussions', access: 'member',
    summary: 'The feed, pinned posts first, paged by offset; with q the posts whose text contains it, with filter=featured the featured ones; says whether the caller may post',
    query: DiscussionFeedQuery, response: DiscussionPage,
  }),
  create: call({ method: 'POST', path: '/discussions', access: 'member', summary: 'A new post: text, images or both', body: DiscussionInput, response: Discussion }),
  get: call({ method: 'GET', path: '/discussions/:id', access: 'member', summary: 'One post, with what the caller may do with it', response: Discussion }),
  update: call({ method: 'PATCH', path: '/discussions/:id', access: 'member', summary: "Edits the caller's own post (its text or its images)", body: DiscussionPatch, response: Discussion }),
  remove: call({ method: 'DELETE', path: '/discussions/:id', access: 'member', summary: 'Deletes a post (its author, or the owner or an admin)', response: DiscussionDeleted }),
  stick: call({ method: 'PUT', path: '/discussions/:id/stick', access: 'admin', summary: 'Pins a post to the top of the feed', response: Discussion }),
  unstick: call({ method: 'PUT', path: '/discussions/:id/unstick', access: 'admin', summary: 'Unpins a post', response: Discussion }),
  feature: call({ method: 'PUT', path: '/discussions/:id/feature', access: 'admin', summary: "Features a post (精华): the feed's Featured filter lists it", response: Discussion }),
  unfeature: call({ method: 'PUT', path: '/discussions/:id/unfeature', access: 'admin', summary: 'Takes a post out of the featured ones', response: Discussion }),
  like: call({ method: 'PUT', path: '/discussions/:id/like', access: 'member', summary: "Likes a post (liking twice is still one like); answers the caller's like and the count", response: DiscussionLikeState }),
  unlike: call({ method: 'DELETE', path: '/discussions/:id/like', access: 'member', summary: "Takes back the caller's like of a post; answers the like and the count", response: DiscussionLikeState }),
  replies: call({ method: 'GET', path: '/discussions/:id/replies', access: 'member', summary: "A post's replies, oldest first, paged by offset", query: DiscussionPageQuery, response: DiscussionReplyList }),
  reply: call({
    method: 'POST', path: '/discussions/:id/replies', access: 'member',
    summary: 'Replies to a post, or with reply_to to one of its replies (shown under the top-level reply it belongs to)',
    body: DiscussionReplyInput, response: DiscussionReply,
  }),
  likeReply: call({
    method: 'PUT', path: '/discussions/:id/replies/:replyId/like', access: 'member',
    summary: "Likes a reply (liking twice is still one like); answers the caller's like and the count", response: DiscussionLikeState,
  }),
  unlikeReply: call({
    method: 'DELETE', path: '/discussions/:id/replies/:replyId/like', access: 'member',
    summary: "Takes back the caller's like of a reply; answers the like and the count", response: DiscussionLikeState,
  }),
  removeReply: call({
    method: 'DELETE', path: '/discussions/:id/replies/:replyId', access: 'member',
    summary: 'Deletes a reply (its author, or the owner or an admin)', response: DiscussionDeleted,
  }),
};
