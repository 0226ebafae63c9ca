import { memberCalls } from '../../../contract/api/member';
import { LIMITS, perGroup, rateLimit } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { memberHandlers } from './member.handlers';

/**
 * Members (§2, §7): contract/api/member.ts says who may call what. Managing members (§6, §7; issue
 * 14 point 2) is one handler, told which action by the call. A message to every member is limited
 * per group (LIMITS.memberPostsPerGroup).
 */
export const memberRoutes = mountCalls(memberCalls, {
  ops: (c) => memberHandlers.ops(c),
  myActivities: (c, { query }) => memberHandlers.myActivities(c, query),
  search: (c, { body }) => memberHandlers.search(c, body),
  byIds: (c, { query }) => memberHandlers.byIds(c, query.ids),
  get: (c, { params }) => memberHandlers.get(c, params.id),
  activities: (c, { params, query }) => memberHandlers.activities(c, params.id, query),
  block: (c, { params, query }) => memberHandlers.act(c, params.id, { kind: 'block', block: query.block === '1' }),
  shutUp: (c, { params, query }) => memberHandlers.act(c, params.id, { kind: 'shut_up', minutes: query.minutes }),
  kick: (c, { params }) => memberHandlers.act(c, params.id, { kind: 'kick' }),
  setRole: (c, { params, query }) => memberHandlers.act(c, params.id, { kind: 'set_role', role: query.role }),
  post: { before: [rateLimit(LIMITS.memberPostsPerGroup, perGroup)], handle: (c, { body }) => memberHandlers.post(c, body.text) },
  setPolicies: (c, { params, body }) => memberHandlers.act(c, params.id, { kind: 'set_policies', policies: body.policies }),
});
