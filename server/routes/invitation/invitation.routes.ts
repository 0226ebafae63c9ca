import type { MiddlewareHandler } from 'hono';
import { invitationCalls } from '../../../contract/api/invitation';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { invitationHandlers } from './invitation.handlers';

// Codes tried, by apply and decode alike, count per address and per signed-in user (decode is public).
const codeTries: MiddlewareHandler<GroupEnv>[] = [rateLimit(LIMITS.invitationCodesPerAddress), rateLimit(LIMITS.invitationCodesPerUser, signedInUser)];

// The admin's lists are served by invitation.admin.routes.ts; every other call declared here.
const { adminCodes, adminUses, adminBonuses, ...calls } = invitationCalls;

// Invitations (§7, issues 3 and 13): contract/api/invitation.ts says who may call what.
export const invitationRoutes = mountCalls(calls, {
  list: (c, { query }) => invitationHandlers.list(c, 'all', query.product_id),
  available: (c, { query }) => invitationHandlers.list(c, 'available', query.product_id),
  used: (c, { query }) => invitationHandlers.list(c, 'used', query.product_id),
  count: (c, { query }) => invitationHandlers.count(c, query.product_id),
  invitees: (c, { query }) => invitationHandlers.invitees(c, query),
  recordCount: (c, { params }) => invitationHandlers.inviteRecordCount(c, params.id),
  records: (c, { params, query }) => invitationHandlers.inviteRecords(c, params.id, query),
  me: (c) => invitationHandlers.me(c),
  apply: { before: codeTries, handle: (c, { query }) => invitationHandlers.apply(c, query.code) },
  confirmExisted: (c) => invitationHandlers.confirmExisted(c),
  revoke: (c, { query }) => invitationHandlers.revoke(c, query),
  public: (c) => invitationHandlers.publicCodes(c),
  decode: { before: codeTries, handle: (c, { params }) => invitationHandlers.decode(c, params.code) },
  bind: (c, { body }) => invitationHandlers.bind(c, body.identity_number),
});
