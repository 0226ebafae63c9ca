import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import { boundedText, queryInteger } from '../../../contract/bounds';
import {
  CHAT_ANNOUNCEMENT_MAX, CHAT_LIST_CAP, CHAT_RATE_LIMIT_MAX, ChatChannel, ChatSendInput,
} from '../../../contract/chat';
import type { GroupEnv } from '../../context';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin, requireMember, requireUser } from '../auth/auth.middleware';
import { chatHandlers } from './chat.handlers';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const ChatMessagesQuery = type({
  channel: optional(ChatChannel),
  before: optional(queryInteger(1)),
  after: optional(queryInteger(0)),
  limit: optional(queryInteger(1, CHAT_LIST_CAP)),
});

/** PUT /chat/?mode=|rate_limit=|announcement= (one or more). */
export const ChatSettingsQuery = type({
  mode: optional(enums(['free', 'lecture', 'mute'])),
  rate_limit: optional(queryInteger(0, CHAT_RATE_LIMIT_MAX)),
  announcement: optional(boundedText(CHAT_ANNOUNCEMENT_MAX)),
});

/**
 * The group's chat (issue 12; §7 /chat calls). Members and staff read and write the group channel; a
 * stream's channel is for who may watch the stream (checked in the handlers, so public streams keep their
 * signed-in viewers); admins set the mode, rate limit and announcement; lecturers stop lecturing.
 * The live side is the WebSocket hub (server/chat/hub.ts).
 */
export const chatRoutes = new Hono<GroupEnv>()
  .get('/chat/state', requireMember, (c) => chatHandlers.state(c))
  .get('/chat/messages', requireUser, queryParams(ChatMessagesQuery), (c) => chatHandlers.list(c, c.req.valid('query')))
  .post('/chat/messages', requireUser, jsonBody(ChatSendInput), (c) => chatHandlers.send(c, c.req.valid('json')))
  .delete('/chat/messages/:seq{[0-9]+}', requireMember, (c) => chatHandlers.remove(c, Number(c.req.param('seq'))))
  .put('/chat', requireAdmin, queryParams(ChatSettingsQuery), (c) => chatHandlers.settings(c, c.req.valid('query')))
  .put('/chat/', requireAdmin, queryParams(ChatSettingsQuery), (c) => chatHandlers.settings(c, c.req.valid('query')))
  .post('/chat/stop-lecturing', requireMember, (c) => chatHandlers.stopLecturing(c))
  .post('/chat/subscribe', requireMember, (c) => chatHandlers.subscribe(c, true))
  .post('/chat/unsubscribe', requireMember, (c) => chatHandlers.subscribe(c, false));
