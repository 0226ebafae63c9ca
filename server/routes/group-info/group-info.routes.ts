import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '../../../contract/errors';
import { GroupInfoUpdate } from '../../../contract/groupInfo';
import type { GroupEnv } from '../../context';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { jsonBody } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { GROUP_AVATAR_MAX_BYTES, groupInfoHandlers } from './group-info.handlers';

/**
 * The group's own face (§7 "App and settings": POST /app/avatar, PUT /app/info; issue 14 point 1):
 * admins change its name, bio, language and avatar; everyone reads the avatar, as before login.
 * The API's 1 MB body limit skips the avatar's path (attachment.routes.ts ATTACHMENT_UPLOAD_PATH);
 * this route sets its own, the 2 MB image and room for the multipart framing.
 */
export const groupInfoRoutes = new Hono<GroupEnv>()
  .post('/app/avatar', requireAdmin, bodyLimit({
    maxSize: GROUP_AVATAR_MAX_BYTES + 64 * 1024,
    onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid avatar: request body too large')),
  }), (c) => groupInfoHandlers.uploadAvatar(c))
  .get('/app/avatar/:id', (c) => groupInfoHandlers.serveAvatar(c, c.req.param('id')))
  .put('/app/info', requireAdmin, jsonBody(GroupInfoUpdate), (c) => groupInfoHandlers.updateInfo(c, c.req.valid('json')))
  .get('/admin/quizzes', requireAdmin, (c) => groupInfoHandlers.quizzes(c));
