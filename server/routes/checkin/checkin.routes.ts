import { bodyLimit } from 'hono/body-limit';
import { checkinCalls } from '../../../contract/api/checkin';
import { ATTACHMENT_LIMITS_MB } from '../../../contract/attachment';
import { ErrorCode } from '../../../contract/errors';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { checkinHandlers } from './checkin.handlers';

/** An image and the multipart framing around it (the API's 1 MB body limit skips this path: app.ts). */
const UPLOAD_BODY_BYTES = ATTACHMENT_LIMITS_MB.image * 1024 * 1024 + 64 * 1024;

const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_BYTES,
  onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid file: request body too large')),
});
const posts = rateLimit(LIMITS.checkinPostsPerUser, signedInUser);
const uploads = rateLimit(LIMITS.checkinUploadsPerUser, signedInUser);

// Check-in tasks (issue 11 point 8): contract/api/checkin.ts says who may call what. Check-ins and
// image uploads are counted per user; an upload's body has its own size limit.
export const checkinRoutes = mountCalls(checkinCalls, {
  list: (c) => checkinHandlers.list(c),
  create: (c, { body }) => checkinHandlers.create(c, body),
  join: (c, { body }) => checkinHandlers.join(c, body.activity_id),
  quit: (c, { query }) => checkinHandlers.quit(c, query.activity_id),
  get: (c, { params }) => checkinHandlers.get(c, params.id),
  update: (c, { params, body }) => checkinHandlers.update(c, params.id, body),
  remove: (c, { params }) => checkinHandlers.remove(c, params.id),
  online: (c, { params }) => checkinHandlers.setOnline(c, params.id, true),
  offline: (c, { params }) => checkinHandlers.setOnline(c, params.id, false),
  post: { before: [posts], handle: (c, { params, body }) => checkinHandlers.post(c, params.id, body) },
  posts: (c, { params, query }) => checkinHandlers.posts(c, params.id, query),
  qualify: (c, { params, body }) => checkinHandlers.qualify(c, params.id, body.qualify_count),
  upload: { before: [uploadLimit, uploads], handle: (c) => checkinHandlers.upload(c) },
  categories: (c) => checkinHandlers.categories(c),
  statistics: (c, { params }) => checkinHandlers.statistics(c, params.id),
  exportCsv: (c, { params }) => checkinHandlers.exportCsv(c, params.id),
});
