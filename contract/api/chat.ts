// The group's chat over HTTP (issue 12; §7 /chat calls). Members and staff read and write the group
// channel; a stream's channel is for who may watch the stream (checked by the server, so public
// streams keep their signed-in viewers); admins set the mode, rate limit and announcement (in the
// query string, as the spec writes PUT /chat/?mode=…). The live side is the WebSocket hub.
import { enums, optional, pattern, string, type } from '../struct';
import { boundedText, queryInteger } from '../bounds';
import {
  CHAT_ANNOUNCEMENT_MAX, CHAT_LIST_CAP, CHAT_RATE_LIMIT_MAX, ChatChannel, ChatMessagePage, ChatMessageResult, ChatSendInput,
  ChatState,
} from '../chat';
import { call } from './call';

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

/** A message's sequence number in the group (one past the safe integers is "no such message", not bad input). */
const ChatMessageParams = type({ seq: pattern(string(), /^[0-9]{1,30}$/) });

export const chatCalls = {
  state: call({ method: 'GET', path: '/chat/state', access: 'member', summary: "The chat's mode, rate limit, announcement and the caller's subscription", response: ChatState }),
  messages: call({ method: 'GET', path: '/chat/messages', access: 'user', summary: 'A page of a channel: the latest, the page before `before`, or what came after `after`', query: ChatMessagesQuery, response: ChatMessagePage }),
  send: call({ method: 'POST', path: '/chat/messages', access: 'user', summary: 'Sends a message to a channel (text or an uploaded image), within the rate limit and filters', body: ChatSendInput, response: ChatMessageResult }),
  remove: call({ method: 'DELETE', path: '/chat/messages/:seq', params: ChatMessageParams, access: 'member', summary: 'Recalls a message (its author, within 2 minutes) or deletes it (admins)', response: ChatMessageResult }),
  settings: call({ method: 'PUT', path: '/chat/', access: 'admin', summary: "Sets the chat's mode, rate limit or announcement (one or more); answers the state", query: ChatSettingsQuery, response: ChatState }),
  stopLecturing: call({ method: 'POST', path: '/chat/stop-lecturing', access: 'member', summary: 'Ends lecture mode (lecturer authority, checked by the server): back to free', response: ChatState }),
  subscribe: call({ method: 'POST', path: '/chat/subscribe', access: 'member', summary: "Turns the caller's chat notifications on", response: ChatState }),
  unsubscribe: call({ method: 'POST', path: '/chat/unsubscribe', access: 'member', summary: "Turns the caller's chat notifications off", response: ChatState }),
};
