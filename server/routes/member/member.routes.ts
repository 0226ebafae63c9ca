import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import { DATE_TIME_MAX_LENGTH, ID_MAX_LENGTH, boundedString, queryInteger } from '../../../contract/bounds';
import { MemberSearch } from '../../../contract/member';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireMember, requireUser } from '../auth/auth.middleware';
import { memberHandlers } from './member.handlers';

export const ActivitiesQuery = type({
  limit: optional(queryInteger(1, 100)),
  before: optional(boundedString(DATE_TIME_MAX_LENGTH)),
  // The spec's `group=all` is accepted so clients that send it keep working; it widens nothing.
  group: optional(enums(['all'])),
});
/** Up to 100 comma-separated ids (the handler refuses more). */
export const IdsQuery = type({ ids: boundedString(100 * (ID_MAX_LENGTH + 1)) });

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
