import { Hono } from 'hono';
import { enums, optional, size, string, type } from 'superstruct';
import { MemberSearch } from '../../../contract/member';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireMember, requireUser } from '../auth/auth.middleware';
import { QueryInt } from '../stream/stream.routes';
import { memberHandlers } from './member.handlers';

const ActivitiesQuery = type({
  limit: optional(size(QueryInt, 1, 100)),
  before: optional(string()),
  group: optional(enums(['all'])),
});
const IdsQuery = type({ ids: string() });

/**
 * Members (§2, §7). The list, lookups by ids and activities are for members (100461 otherwise); one
 * member's profile is public, as the members/{id} screen is reachable without login.
 */
export const memberRoutes = new Hono<GroupEnv>()
  .get('/users/me/activities', requireUser, queryParams(ActivitiesQuery), (c) =>
    memberHandlers.myActivities(c, c.req.valid('query')))
  .post('/users/members', requireMember, jsonBody(MemberSearch), (c) => memberHandlers.search(c, c.req.valid('json')))
  .get('/users/members', requireMember, queryParams(IdsQuery), (c) => memberHandlers.byIds(c, c.req.valid('query').ids))
  .get('/users/members/:id', (c) => memberHandlers.get(c, c.req.param('id')))
  .get('/users/members/:id/activities', requireMember, queryParams(ActivitiesQuery), (c) =>
    memberHandlers.activities(c, c.req.param('id'), c.req.valid('query')));
