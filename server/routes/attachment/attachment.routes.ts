import { bodyLimit } from 'hono/body-limit';
import { attachmentCalls } from '../../../contract/api/attachment';
import { sendError } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { mountCalls } from '../mount';
import { attachmentHandlers, MAX_UPLOAD_BODY_BYTES } from './attachment.handlers';

/** The API's 1 MB body limit skips these paths (app.ts); the routes set their own (check-in images and the group's avatar too). */
export const ATTACHMENT_UPLOAD_PATH = /^\/api\/groups\/[^/]+\/(?:attachments\/create|checkin\/attachments|app\/avatar)$/;

// Attachments (§7): contract/api/attachment.ts says who may call what. An upload's own body limit
// runs after the guard, so a caller who may not upload is refused before any of the body is read.
export const attachmentRoutes = mountCalls(attachmentCalls, {
  create: {
    before: [bodyLimit({
      maxSize: MAX_UPLOAD_BODY_BYTES,
      onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'invalid file: request body too large')),
    })],
    handle: (c) => attachmentHandlers.create(c),
  },
  get: (c, { params }) => attachmentHandlers.serve(c, params.id),
  remove: (c, { params }) => attachmentHandlers.remove(c, params.id),
});
