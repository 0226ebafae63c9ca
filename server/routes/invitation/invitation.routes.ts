import { Hono } from 'hono';
import { nonempty, object, optional, size, string, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { queryInteger } from '../../../contract/bounds';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireMember, requireOwner, requireUser } from '../auth/auth.middleware';
import { invitationHandlers } from './invitation.handlers';

export const ProductFilterQuery = type({ product_id: optional(size(nonempty(string()), 1, 100)) });
export const CodeQuery = type({ code: size(string(), 0, 64) });
export const RevokeQuery = type({ code: size(nonempty(string()), 1, 64), inviter_id: size(nonempty(string()), 1, 100) });
export const BindBody = object({ identity_number: size(nonempty(string()), 1, 32) });
const NoBody = type({});
// type(), not object(): GET requests carry a random nonce the query must let through.
export const InvitePageQuery = type({ offset: optional(queryInteger()), limit: optional(queryInteger(1, 50)) });
const INVITE_PAGE = 20;
const page = (query: { offset?: number; limit?: number }) => ({ offset: query.offset ?? 0, limit: query.limit ?? INVITE_PAGE });

// Codes tried, by apply and decode alike, count per address and per signed-in user (decode is public).
const codeTriesPerAddress = rateLimit(LIMITS.invitationCodesPerAddress);
const codeTriesPerUser = rateLimit(LIMITS.invitationCodesPerUser, signedInUser);

export const invitationRoutes = new Hono<GroupEnv>()
  // My codes as an inviter: members only.
  .get('/invitations', requireMember, queryParams(ProductFilterQuery), (c) =>
    invitationHandlers.list(c, 'all', c.req.valid('query').product_id))
  .get('/invitations/available', requireMember, queryParams(ProductFilterQuery), (c) =>
    invitationHandlers.list(c, 'available', c.req.valid('query').product_id))
  .get('/invitations/used', requireMember, queryParams(ProductFilterQuery), (c) =>
    invitationHandlers.list(c, 'used', c.req.valid('query').product_id))
  .get('/invitations/count', requireMember, queryParams(ProductFilterQuery), (c) =>
    invitationHandlers.count(c, c.req.valid('query').product_id))
  .get('/invitations/invitees', requireMember, queryParams(InvitePageQuery), (c) =>
    invitationHandlers.invitees(c, page(c.req.valid('query'))))
  // My invitees' purchases of a product, and the bonuses they earned me (issue 13 point 3).
  .get('/products/:id/invite_record_count', requireMember, (c) => invitationHandlers.inviteRecordCount(c, c.req.param('id')))
  .get('/products/:id/invite_records', requireMember, queryParams(InvitePageQuery), (c) =>
    invitationHandlers.inviteRecords(c, c.req.param('id'), page(c.req.valid('query'))))
  // Joining: any signed-in user who is not banned.
  .get('/invitations/me', requireUser, (c) => invitationHandlers.me(c))
  .post('/invitations/apply', requireUser, queryParams(CodeQuery), codeTriesPerAddress, codeTriesPerUser, (c) =>
    invitationHandlers.apply(c, c.req.valid('query').code))
  .post('/invitations/confirm-existed', requireUser, jsonBody(NoBody), (c) => invitationHandlers.confirmExisted(c))
  .post('/invitations/revoke', requireUser, queryParams(RevokeQuery), (c) => invitationHandlers.revoke(c, c.req.valid('query')))
  // Public: the install guide and the public codes page work before login.
  .get('/invitations/public', (c) => invitationHandlers.publicCodes(c))
  .get('/invitations/decode/:code', codeTriesPerAddress, codeTriesPerUser, (c) => invitationHandlers.decode(c, c.req.param('code')))
  .post('/invitations/bind', requireOwner, jsonBody(BindBody), (c) => invitationHandlers.bind(c, c.req.valid('json').identity_number));
