import type { Context } from 'hono';
import {
  CHAT_GROUP_CHANNEL, CHAT_LIST_CAP, CHAT_PAGE_SIZE, ChatMessagePage, ChatMessageResult, ChatState,
  type ChatSendInput,
} from '../../../contract/chat';
import { ErrorCode } from '../../../contract/errors';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { ApiError, apiErrors } from '../../lib/errors';
import { mediaLinks } from '../attachment/attachment.links';
import { listChatAfter, listChatBefore } from './chat.repo';
import {
  chatStateFor, mayReadGroup, presentMessage, removeMessage, resolveChannel, retryAfterOf, sendMessage,
  setAnnouncement, setMode, setRateLimit, setSubscribed, stopLecturing,
} from './chat.service';

type ChatContext = Context<ViewerEnv>;

async function sendState(c: ChatContext) {
  return sendData(c, ChatState, await chatStateFor(c.var.deps.sql, c.var.group.group_id, c.var.viewer));
}

/** The channel the caller may read: the group's (members and staff) or a living stream's (its viewers). */
async function readableChannel(c: ChatContext, channel: string): Promise<string> {
  const { deps, group, viewer } = c.var;
  if (channel === CHAT_GROUP_CHANNEL && !mayReadGroup(viewer, deps.clock())) throw apiErrors.memberRequired();
  return (await resolveChannel(deps.sql, group.group_id, channel, viewer, deps.clock())).channel;
}

export const chatHandlers = {
  state(c: ChatContext) {
    return sendState(c);
  },

  /** `before` pages back (oldest first); `after` catches up (≤ 500, truncated beyond). */
  async list(c: ChatContext, query: { channel?: string; before?: number; after?: number; limit?: number }) {
    const { deps, group } = c.var;
    if (query.before !== undefined && query.after !== undefined) {
      throw apiErrors.validation('invalid query: before and after cannot both be given');
    }
    const channel = await readableChannel(c, query.channel ?? CHAT_GROUP_CHANNEL);
    const media = mediaLinks(deps);
    if (query.after !== undefined) {
      const limit = query.limit ?? CHAT_LIST_CAP;
      const rows = await listChatAfter(deps.sql, group.group_id, channel, query.after, limit + 1);
      return sendData(c, ChatMessagePage, {
        messages: rows.slice(0, limit).map((row) => presentMessage(row, media)),
        truncated: rows.length > limit,
      });
    }
    const rows = await listChatBefore(deps.sql, group.group_id, channel, query.before ?? null, query.limit ?? CHAT_PAGE_SIZE);
    return sendData(c, ChatMessagePage, { messages: rows.map((row) => presentMessage(row, media)), truncated: false });
  },

  async send(c: ChatContext, input: ChatSendInput) {
    const { deps, group, viewer } = c.var;
    try {
      const row = await sendMessage(deps, group.group_id, viewer, { ...input, channel: input.channel ?? CHAT_GROUP_CHANNEL });
      return sendData(c, ChatMessageResult, { message: presentMessage(row, mediaLinks(deps)) });
    } catch (error) {
      const wait = error instanceof ApiError ? retryAfterOf(error) : null;
      if (wait !== null) c.header('Retry-After', String(wait));
      throw error;
    }
  },

  async remove(c: ChatContext, seq: number) {
    const { deps, group, viewer } = c.var;
    if (!Number.isSafeInteger(seq)) throw new ApiError(404, ErrorCode.chatMessageNotFound, 'no such message in this group');
    const row = await removeMessage(deps, group.group_id, viewer, seq);
    return sendData(c, ChatMessageResult, { message: presentMessage(row, mediaLinks(deps)) });
  },

  async settings(c: ChatContext, query: { mode?: 'free' | 'lecture' | 'mute'; rate_limit?: number; announcement?: string }) {
    const { deps, group } = c.var;
    if (query.mode === undefined && query.rate_limit === undefined && query.announcement === undefined) {
      throw apiErrors.validation('invalid query: give mode, rate_limit or announcement');
    }
    const actorId = c.var.viewer.user.user_id;
    if (query.mode !== undefined) await setMode(deps, group.group_id, query.mode, actorId);
    if (query.rate_limit !== undefined) await setRateLimit(deps, group.group_id, query.rate_limit, actorId);
    if (query.announcement !== undefined) await setAnnouncement(deps, group.group_id, query.announcement, actorId);
    return sendState(c);
  },

  async stopLecturing(c: ChatContext) {
    await stopLecturing(c.var.deps, c.var.group.group_id, c.var.viewer);
    return sendState(c);
  },

  async subscribe(c: ChatContext, on: boolean) {
    await setSubscribed(c.var.deps, c.var.group.group_id, c.var.viewer, on);
    return sendState(c);
  },
};
