import { attachmentCalls } from '../../../contract/api/attachment';
import {
  CHAT_PAGE_SIZE, type ChatChannel, type ChatSendInput,
} from '../../../contract/chat';
import { callApi } from '../../lib/call';
import { uploadFile } from '../../lib/callFile';
import { chatCalls } from '../../../contract/api/chat';

// The chat's HTTP calls (issue 12, /tmp/chat-api.md). The screen shows failures itself (inline above
// the composer, in the list), so calls are silent (§8 redirects still happen).
const quiet = { silent: true };

export const fetchChatState = (group: string) => callApi(group, chatCalls.state, {}, quiet);

/** The latest page (no cursor), the page just before `before`, or what came after `after`. */
export const fetchChatMessages = (group: string, channel: ChatChannel, cursor: { before?: number; after?: number } = {}) =>
  callApi(group, chatCalls.messages, { query: { channel, before: cursor.before, after: cursor.after, limit: CHAT_PAGE_SIZE } }, quiet);

export const postChatMessage = (group: string, input: ChatSendInput) => callApi(group, chatCalls.send, { body: input }, quiet);

/** Recall (the author, within 2 minutes) or delete (owner/admin). */
export const deleteChatMessage = (group: string, seq: number) => callApi(group, chatCalls.remove, { params: { seq: String(seq) } }, quiet);

/** One image, multipart `file`; answers the stored attachment (its id goes into the message). */
export function uploadChatImage(group: string, file: File) {
  return uploadFile(group, attachmentCalls.create, file, {}, quiet);
}

// ---- admin: the chat's settings (§7 PUT /chat/?mode=|rate_limit=|announcement=, POST /chat/stop-lecturing) ----

/** One change to the group's chat (admins); answers the chat state after it. */
export type ChatSettingsChange = { mode: 'free' | 'lecture' | 'mute' } | { rate_limit: number } | { announcement: string };

export const putChatSettings = (group: string, change: ChatSettingsChange) =>
  callApi(group, chatCalls.settings, { query: change }, quiet);

/** Ends lecture mode (lecturer authority): back to free, the lecture clock cleared. */
export const postStopLecturing = (group: string) => callApi(group, chatCalls.stopLecturing, {}, quiet);
