// Members' calls (spec §2, §6, §7 "Users and members"; issue 14 point 2). The list, lookups by ids
// and activities are for members (100461 otherwise); one member's profile is a guest's call, as the
// members/{id} screen is reachable without login. Managing members is for the owner and admins
// (100403 otherwise), by the rules of contract/memberAdmin.ts; the spec puts the block, shut-up and
// role of those calls in their query string. Issue 25 point 7 filled the spec's three gaps: the
// group's team (ops), an admin's message to every member (post) and activities across groups.
import { enums, optional, type } from '../struct';
import { DATE_TIME_MAX_LENGTH, ID_MAX_LENGTH, boundedString, queryInteger } from '../bounds';
import { ActivityPage, Member, MemberList, MemberPage, MemberPostInput, MemberPostResult, MemberSearch } from '../member';
import { ASSIGNABLE_ROLES, MemberPoliciesInput, ShutUpQuery } from '../memberAdmin';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const ActivitiesQuery = type({
  limit: optional(queryInteger(1, 100)),
  before: optional(boundedString(DATE_TIME_MAX_LENGTH)),
  // `group=all` (a member's page): their activities in every group where the caller is a member too.
  group: optional(enums(['all'])),
});
/** Up to 100 comma-separated ids (the handler refuses more). */
export const IdsQuery = type({ ids: boundedString(100 * (ID_MAX_LENGTH + 1)) });
export const BlockQuery = type({ block: enums(['1', '0']) });
export const RoleQuery = type({ role: enums(ASSIGNABLE_ROLES) });

export const memberCalls = {
  // The spec names GET /users/ops without saying what it answers. Decided (issue 25 point 7): the
  // group's operators, the owner, the admins and the lecturers (blocked or banned ones left out), as
  // the member cards the list shows a member (membership dates as the group's privacy allows), owner
  // first, then admins, then lecturers, each by name. For members: the people who run a group are
  // shown to its members; a guest sees nothing. A group keeping its member list to admins keeps this
  // to them too (100403).
  ops: call({ method: 'GET', path: '/users/ops', access: 'member', summary: "The group's team: the owner, then the admins, then the lecturers, each by name", response: MemberList }),
  myActivities: call({ method: 'GET', path: '/users/me/activities', access: 'user', summary: "The caller's own activities in the group, newest first, paged by before", query: ActivitiesQuery, response: ActivityPage }),
  search: call({ method: 'POST', path: '/users/members', access: 'member', summary: 'Searches the members by name, nickname or identity number; admins also filter by role and state', body: MemberSearch, response: MemberPage }),
  byIds: call({ method: 'GET', path: '/users/members', access: 'member', summary: 'The members with these ids, in the order asked (unknown ids skipped)', query: IdsQuery, response: MemberList }),
  get: call({ method: 'GET', path: '/users/members/:id', access: 'guest', summary: "One member's profile card; the owner and admins see what they manage too", response: Member }),
  activities: call({ method: 'GET', path: '/users/members/:id/activities', access: 'member', summary: "A member's activities in the group (group=all: in every group the caller is a member of too), newest first, as each group's privacy lets the caller see them", query: ActivitiesQuery, response: ActivityPage }),
  block: call({ method: 'PUT', path: '/users/members/:id/block', access: 'admin', summary: 'Blocks a member (block=1) or lets them back in (block=0)', query: BlockQuery, response: Member }),
  shutUp: call({ method: 'PUT', path: '/users/members/:id/shut-up', access: 'admin', summary: 'Keeps a member from writing for so many minutes (0 lets them write again)', query: ShutUpQuery, response: Member }),
  kick: call({ method: 'DELETE', path: '/users/members/:id/kick', access: 'admin', summary: "Ends a member's membership", response: Member }),
  setRole: call({ method: 'PUT', path: '/users/members/:id/set-role', access: 'admin', summary: "Gives a member a role (admin: the owner's to give)", query: RoleQuery, response: Member }),
  // Decided (issue 25 point 7): an admin's message to every member, one message the group's bot sends
  // to each active member's wallet (the outbox, as invoice notices go; not to the author, nor to
  // expired, blocked or banned members). One per group every 10 minutes (429, 100429). The group_id
  // header must name the group of the path (400 otherwise).
  post: call({ method: 'POST', path: '/users/members/post', access: 'admin', groupIdHeader: true, summary: "An admin's message to every member, sent by the group's bot to each active member's wallet", body: MemberPostInput, response: MemberPostResult }),
  setPolicies: call({ method: 'PUT', path: '/users/members/:id/set-policies', access: 'admin', summary: "Sets a member's policies (banned, invitations disabled), the whole set", body: MemberPoliciesInput, response: Member }),
};
