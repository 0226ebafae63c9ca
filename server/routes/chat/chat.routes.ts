import { chatCalls } from '../../../contract/api/chat';
import { mountCalls } from '../mount';
import { chatHandlers } from './chat.handlers';

/**
 * The group's chat (issue 12; §7 /chat calls): contract/api/chat.ts says who may call what. A
 * stream's channel is for who may watch the stream, checked in the handlers. The live side is the
 * WebSocket hub (server/chat/hub.ts).
 */
export const chatRoutes = mountCalls(chatCalls, {
  state: (c) => chatHandlers.state(c),
  messages: (c, { query }) => chatHandlers.list(c, query),
  send: (c, { body }) => chatHandlers.send(c, body),
  remove: (c, { params }) => chatHandlers.remove(c, Number(params.seq)),
  settings: (c, { query }) => chatHandlers.settings(c, query),
  stopLecturing: (c) => chatHandlers.stopLecturing(c),
  subscribe: (c) => chatHandlers.subscribe(c, true),
  unsubscribe: (c) => chatHandlers.subscribe(c, false),
});
