import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GroupEnv } from '../../context';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { requireMember } from '../auth/auth.middleware';
import { attachmentHandlers, MAX_UPLOAD_BODY_BYTES } from './attachment.handlers';

/** The API's 1 MB body limit skips these paths (app.ts); the routes set their own (check-in images and the group's avatar too). */
export const ATTACHMENT_UPLOAD_PATH = /^\/api\/groups\/[^/]+\/(?:attachments\/create|checkin\/attachments|app\/avatar)$/;

// Uploading is for members (course editing, posters); reading needs only the unguessable id,
// because <audio>, <video> and <img> cannot send a bearer token.
export const attachmentRoutes = new Hono<GroupEnv>()
  .post('/attachments/create', bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid file: request body too large')),
  }), requireMember, (c) => attachmentHandlers.create(c))
  .get('/attachments/:id', (c) => attachmentHandlers.serve(c, c.req.param('id')))
  .delete('/attachments/:id', requireMember, (c) => attachmentHandlers.remove(c, c.req.param('id')));
