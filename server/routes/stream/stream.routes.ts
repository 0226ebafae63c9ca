import { streamCalls } from '../../../contract/api/stream';
import { mountCalls } from '../mount';
import { streamHandlers } from './stream.handlers';

/**
 * Live streams (§4, §6, §7): contract/api/stream.ts says who may call what. The §6 viewing rights of
 * the URLs and messages are checked per stream, by the handlers.
 */
export const streamRoutes = mountCalls(streamCalls, {
  info: (c) => streamHandlers.info(c),
  previews: (c) => streamHandlers.previews(c),
  addPreview: (c, { body }) => streamHandlers.addPreview(c, body),
  removePreview: (c, { params }) => streamHandlers.removePreview(c, params.id),
  urls: (c) => streamHandlers.urls(c),
  publishUrl: (c) => streamHandlers.publishUrl(c),
  start: (c, { body }) => streamHandlers.start(c, body),
  stop: (c) => streamHandlers.stop(c),
  notify: (c) => streamHandlers.notify(c),
  messages: (c, { query }) => streamHandlers.messages(c, query),
  createMessage: (c, { body }) => streamHandlers.createMessage(c, body),
});
