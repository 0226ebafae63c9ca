// Discussions' calls (spec §7). Members and staff read and write (§1); authors edit; authors and
// owner/admins delete, which the handler tells apart (the guard asks for a member only); admins pin (§6).
import { optional, type } from '../struct';
import { queryInteger, SearchText } from '../bounds';
import { Discussion, DiscussionDeleted, DiscussionInput, DiscussionPage, DiscussionPatch, DiscussionReply, DiscussionReplyInput, DiscussionReplyList } from '../discussion';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const DiscussionPageQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

// The feed also takes `q`: a substring of the content (issue 11, point 2).
export const DiscussionFeedQuery = type({
  q: optional(SearchText),
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});

export const discussionCalls = {
  list: call({
    method: 'GET', path: '/discussions', access: 'member',
    summary: 'The feed, pinned posts first, paged by offset; with q the posts whose text contains it; says whether the caller may post',
    query: DiscussionFeedQuery, response: DiscussionPage,
  }),
  create: call({ method: 'POST', path: '/discussions', access: 'member', summary: 'A new post: text, images or both', body: DiscussionInput, response: Discussion }),
  get: call({ method: 'GET', path: '/discussions/:id', access: 'member', summary: 'One post, with what the caller may do with it', response: Discussion }),
  update: call({ method: 'PATCH', path: '/discussions/:id', access: 'member', summary: "Edits the caller's own post (its text or its images)", body: DiscussionPatch, response: Discussion }),
  remove: call({ method: 'DELETE', path: '/discussions/:id', access: 'member', summary: 'Deletes a post (its author, or the owner or an admin)', response: DiscussionDeleted }),
  stick: call({ method: 'PUT', path: '/discussions/:id/stick', access: 'admin', summary: 'Pins a post to the top of the feed', response: Discussion }),
  unstick: call({ method: 'PUT', path: '/discussions/:id/unstick', access: 'admin', summary: 'Unpins a post', response: Discussion }),
  replies: call({ method: 'GET', path: '/discussions/:id/replies', access: 'member', summary: "A post's replies, oldest first, paged by offset", query: DiscussionPageQuery, response: DiscussionReplyList }),
  reply: call({ method: 'POST', path: '/discussions/:id/replies', access: 'member', summary: 'Replies to a post', body: DiscussionReplyInput, response: DiscussionReply }),
  removeReply: call({
    method: 'DELETE', path: '/discussions/:id/replies/:replyId', access: 'member',
    summary: 'Deletes a reply (its author, or the owner or an admin)', response: DiscussionDeleted,
  }),
};
