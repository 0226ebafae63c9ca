import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { optional, type } from 'superstruct';
import { ATTACHMENT_LIMITS_MB } from '../../../contract/attachment';
import { IdText, queryInteger } from '../../../contract/bounds';
import {
  CheckinActivityInput, CheckinActivityPatch, CheckinJoinBody, CheckinPostInput, CheckinQualifyBody,
} from '../../../contract/checkin';
import { ErrorCode } from '../../../contract/errors';
import type { GroupEnv } from '../../context';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireMember } from '../auth/auth.middleware';
import { checkinHandlers } from './checkin.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const CheckinPageQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});
export const CheckinQuitQuery = type({ activity_id: IdText });

/** An image and the multipart framing around it (the API's 1 MB body limit skips this path: app.ts). */
const UPLOAD_BODY_BYTES = ATTACHMENT_LIMITS_MB.image * 1024 * 1024 + 64 * 1024;

const posts = rateLimit(LIMITS.checkinPostsPerUser, signedInUser);
const uploads = rateLimit(LIMITS.checkinUploadsPerUser, signedInUser);

// Check-in tasks (issue 11 point 8). Members and staff read, join and post; owner and admins
// manage tasks and see statistics. Fixed paths come before `:id` ones (quit before DELETE :id).
export const checkinRoutes = new Hono<GroupEnv>()
  .get('/checkin/activities', requireMember, (c) => checkinHandlers.list(c))
  .post('/checkin/activities', requireAdmin, jsonBody(CheckinActivityInput), (c) => checkinHandlers.create(c, c.req.valid('json')))
  .post('/checkin/activities/join', requireMember, jsonBody(CheckinJoinBody), (c) =>
    checkinHandlers.join(c, c.req.valid('json').activity_id))
  .delete('/checkin/activities/quit', requireMember, queryParams(CheckinQuitQuery), (c) =>
    checkinHandlers.quit(c, c.req.valid('query').activity_id))
  .get('/checkin/activities/:id', requireMember, (c) => checkinHandlers.get(c, c.req.param('id')))
  .patch('/checkin/activities/:id', requireAdmin, jsonBody(CheckinActivityPatch), (c) =>
    checkinHandlers.update(c, c.req.param('id'), c.req.valid('json')))
  .delete('/checkin/activities/:id', requireAdmin, (c) => checkinHandlers.remove(c, c.req.param('id')))
  .put('/checkin/activities/:id/online', requireAdmin, (c) => checkinHandlers.setOnline(c, c.req.param('id'), true))
  .put('/checkin/activities/:id/offline', requireAdmin, (c) => checkinHandlers.setOnline(c, c.req.param('id'), false))
  .post('/checkin/activities/:id/post', requireMember, jsonBody(CheckinPostInput), posts, (c) =>
    checkinHandlers.post(c, c.req.param('id'), c.req.valid('json')))
  .get('/checkin/activities/:id/posts', requireMember, queryParams(CheckinPageQuery), (c) =>
    checkinHandlers.posts(c, c.req.param('id'), c.req.valid('query')))
  .post('/checkin/activities/:id/qualify', requireAdmin, jsonBody(CheckinQualifyBody), (c) =>
    checkinHandlers.qualify(c, c.req.param('id'), c.req.valid('json').qualify_count))
  .post('/checkin/attachments', bodyLimit({
    maxSize: UPLOAD_BODY_BYTES,
    onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid file: request body too large')),
  }), requireMember, uploads, (c) => checkinHandlers.upload(c))
  .get('/checkin/statistics/categories', requireAdmin, (c) => checkinHandlers.categories(c))
  .get('/checkin/statistics/activities/:id', requireAdmin, (c) => checkinHandlers.statistics(c, c.req.param('id')))
  .get('/checkin/statistics/activities/:id/exports', requireAdmin, (c) => checkinHandlers.exportCsv(c, c.req.param('id')));
