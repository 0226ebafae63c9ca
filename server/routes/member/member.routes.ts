import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import { DATE_TIME_MAX_LENGTH, ID_MAX_LENGTH, boundedString, queryInteger } from '../../../contract/bounds';
import { MemberSearch } from '../../../contract/member';
import { ASSIGNABLE_ROLES, MemberPoliciesInput, ShutUpQuery } from '../../../contract/memberAdmin';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireMember, requireUser } from '../auth/auth.middleware';
import { memberHandlers } from './member.handlers';

export const ActivitiesQuery = type({
  limit: optional(queryInteger(1, 100)),
  before: optional(boundedString(DATE_TIME_MAX_LENGTH)),
  // The spec's `group=all` is accepted so clients that send it keep working; it widens nothing.
  group: optional(enums(['all'])),
});
/** Up to 100 comma-separated ids (the handler refuses more). */
export const IdsQuery = type({ ids: boundedString(100 * (ID_MAX_LENGTH + 1)) });
export const BlockQuery = type({ block: enums(['1', '0']) });
export const RoleQuery = type({ role: enums(ASSIGNABLE_ROLES) });

/**
 * Members (§2, §7). The list, lookups by ids and activities are for members (100461 otherwise); one
 * member's profile is public, as the members/{id} screen is reachable without login. Managing members
 * is for the owner and admins (100403 otherwise).
 */
export const memberRoutes = new Hono<GroupEnv>()
  .get('/users/me/activities', requireUser, queryParams(ActivitiesQuery), (c) =>
    memberHandlers.myActivities(c, c.req.valid('query')))
  .post('/users/members', requireMember, jsonBody(MemberSearch), (c) => memberHandlers.search(c, c.req.valid('json')))
  .get('/users/members', requireMember, queryParams(IdsQuery), (c) => memberHandlers.byIds(c, c.req.valid('query').ids))
  .get('/users/members/:id', (c) => memberHandlers.get(c, c.req.param('id')))
  .get('/users/members/:id/activities', requireMember, queryParams(ActivitiesQuery), (c) =>
    memberHandlers.activities(c, c.req.param('id'), c.req.valid('query')))
  // Member management (§6, §7; issue 14 point 2): the owner and admins, by the rules of contract/memberAdmin.ts.
  .put('/users/members/:id/block', requireAdmin, queryParams(BlockQuery), (c) =>
    memberHandlers.act(c, c.req.param('id'), { kind: 'block', block: c.req.valid('query').block === '1' }))
  .put('/users/members/:id/shut-up', requireAdmin, queryParams(ShutUpQuery), (c) =>
    memberHandlers.act(c, c.req.param('id'), { kind: 'shut_up', minutes: c.req.valid('query').minutes }))
  .delete('/users/members/:id/kick', requireAdmin, (c) => memberHandlers.act(c, c.req.param('id'), { kind: 'kick' }))
  .put('/users/members/:id/set-role', requireAdmin, queryParams(RoleQuery), (c) =>
    memberHandlers.act(c, c.req.param('id'), { kind: 'set_role', role: c.req.valid('query').role }))
  .put('/users/members/:id/set-policies', requireAdmin, jsonBody(MemberPoliciesInput), (c) =>
    memberHandlers.act(c, c.req.param('id'), { kind: 'set_policies', policies: c.req.valid('json').policies }));
