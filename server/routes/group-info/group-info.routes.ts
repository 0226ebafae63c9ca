import { bodyLimit } from 'hono/body-limit';
import { groupInfoCalls } from '../../../contract/api/groupInfo';
import { ErrorCode } from '../../../contract/errors';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { mountCalls } from '../mount';
import { GROUP_AVATAR_MAX_BYTES, groupInfoHandlers } from './group-info.handlers';

/**
 * The group's own face (§7 "App and settings"; issue 14 point 1): contract/api/groupInfo.ts says who
 * may call what. The API's 1 MB body limit skips the avatar's path (attachment.routes.ts
 * ATTACHMENT_UPLOAD_PATH); the upload sets its own, the 2 MB image and room for the multipart framing.
 */
export const groupInfoRoutes = mountCalls(groupInfoCalls, {
  uploadAvatar: {
    before: [bodyLimit({
      maxSize: GROUP_AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid avatar: request body too large')),
    })],
    handle: (c) => groupInfoHandlers.uploadAvatar(c),
  },
  avatar: (c, { params }) => groupInfoHandlers.serveAvatar(c, params.id),
  updateInfo: (c, { body }) => groupInfoHandlers.updateInfo(c, body),
  quizzes: (c) => groupInfoHandlers.quizzes(c),
});
