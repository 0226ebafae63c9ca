import { Hono } from 'hono';
import { optional, type } from 'superstruct';
import { DATE_TIME_MAX_LENGTH, boundedString, queryInteger } from '../../../contract/bounds';
import { StreamMessageCreate, StreamStartRequest } from '../../../contract/stream';
import { StreamPreviewCreate } from '../../../contract/streamPreview';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireUser } from '../auth/auth.middleware';
import { streamHandlers } from './stream.handlers';

export const MessagesQuery = type({
  limit: optional(queryInteger(1, 100)),
  before: optional(boundedString(DATE_TIME_MAX_LENGTH)),
});

/**
 * Live streams (§4, §6, §7). Info and previews are public (spotlight, stream page); URLs and messages need
 * the §6 viewing rights (checked per stream: login, membership unless public, payment when charged);
 * publishing, starting, stopping, notifying and keeping the preview schedule need admin authority.
 */
export const streamRoutes = new Hono<GroupEnv>()
  .get('/stream/info', (c) => streamHandlers.info(c))
  .get('/stream/previews', (c) => streamHandlers.previews(c))
  .post('/stream/previews', requireAdmin, jsonBody(StreamPreviewCreate), (c) => streamHandlers.addPreview(c, c.req.valid('json')))
  .delete('/stream/previews/:id', requireAdmin, (c) => streamHandlers.removePreview(c, c.req.param('id')))
  .get('/stream/urls', requireUser, (c) => streamHandlers.urls(c))
  .get('/stream/publish_url', requireAdmin, (c) => streamHandlers.publishUrl(c))
  .post('/stream/start', requireAdmin, jsonBody(StreamStartRequest), (c) =>
    streamHandlers.start(c, c.req.valid('json')))
  .post('/stream/stop', requireAdmin, (c) => streamHandlers.stop(c))
  .post('/stream/notify', requireAdmin, (c) => streamHandlers.notify(c))
  .get('/stream/messages', requireUser, queryParams(MessagesQuery), (c) =>
    streamHandlers.messages(c, c.req.valid('query')))
  .post('/stream/messages/create', requireUser, jsonBody(StreamMessageCreate), (c) =>
    streamHandlers.createMessage(c, c.req.valid('json')));
