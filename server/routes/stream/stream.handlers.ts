import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  STREAM_MESSAGE_MAX_LENGTH, StreamInfo, StreamInfoOrNull, StreamMessage, StreamMessagePage, StreamNotifyResult,
  StreamPreview, StreamPreviewList, StreamPublishUrl, StreamUrls, type StreamMessageCreate, type StreamStartRequest,
} from '../../../contract/stream';
import { StreamPreviewRemoved, type StreamPreviewCreate } from '../../../contract/streamPreview';
import { streamChannel } from '../../../contract/chat';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { ApiError, apiErrors } from '../../lib/errors';
import { findMembership, findUser, listPolicies } from '../account/account.repo';
import type { Viewer } from '../auth/auth.middleware';
import {
  countNotifiableMembers, findLatestStream, findLivingStream, listPreviews, markStreamNotified, type StreamRow,
} from './stream.repo';
import { listStreamChat, type ChatMessageRow } from '../chat/chat.repo';
import { retryAfterOf, sendMessage } from '../chat/chat.service';
import {
  endStreamPublish, publishUrl, schedulePreview, startStream, stopStream, streamUrls, toStreamInfo, unschedulePreview, watchRefusal,
} from './stream.service';

/** The caller on a public route: a valid token for this group gives a viewer, anything else a guest. */
export async function optionalViewer(c: Context<GroupEnv>): Promise<Viewer | null> {
  const { session, deps, group } = c.var;
  if (!session?.ok) return null;
  const user = await findUser(deps.sql, session.claims.u);
  if (!user) return null;
  const membership = await findMembership(deps.sql, group.group_id, user.user_id) ?? null;
  return { user, membership, policies: membership ? await listPolicies(deps.sql, group.group_id, user.user_id) : [] };
}

/** The living stream the viewer may watch; 404 when none lives, the §6 refusal otherwise. */
async function watchableStream(c: Context<ViewerEnv>): Promise<StreamRow> {
  const { deps, group, viewer } = c.var;
  const stream = await findLivingStream(deps.sql, group.group_id);
  if (!stream) throw apiErrors.notFoundWith('no stream is living');
  const refusal = await watchRefusal(deps.sql, stream, viewer, deps.clock());
  if (refusal) throw refusal;
  return stream;
}

const toMessage = (streamId: string, row: ChatMessageRow): StreamMessage => ({
  message_id: row.message_id,
  stream_id: streamId,
  user_id: row.user_id ?? '',
  full_name: row.full_name ?? '',
  avatar_url: row.avatar_url ?? '',
  text: row.text,
  created_at: row.created_at,
  seq: row.seq,
});

export const streamHandlers = {
  async info(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    const stream = await findLatestStream(deps.sql, group.group_id);
    const info = stream ? await toStreamInfo(deps.sql, stream, await optionalViewer(c), deps.clock()) : null;
    return sendData(c, StreamInfoOrNull, info);
  },

  async urls(c: Context<ViewerEnv>) {
    return sendData(c, StreamUrls, streamUrls(c.var.deps, await watchableStream(c)));
  },

  /** Upcoming previews; one whose time has come shows as living while a stream is on. */
  async previews(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    const nowMs = deps.clock();
    const living = await findLivingStream(deps.sql, group.group_id);
    // A preview stays listed for the day after its announced time, then drops off.
    const since = new Date(nowMs - 24 * 60 * 60 * 1000).toISOString();
    const rows = await listPreviews(deps.sql, group.group_id, since);
    const now = new Date(nowMs).toISOString();
    const due = rows.filter((r) => r.live_at !== null && r.live_at <= now);
    const current = living ? due[due.length - 1] : undefined;
    const previews = rows
      .filter((r) => r === current || r.live_at === null || r.live_at > now)
      .map((r) => ({ ...r, state: r === current ? 'living' as const : 'pending' as const }));
    return sendData(c, StreamPreviewList, previews);
  },

  /** Announces a stream for a time (admins); answers the new preview, pending. */
  async addPreview(c: Context<ViewerEnv>, body: StreamPreviewCreate) {
    const { deps, group, viewer } = c.var;
    return sendData(c, StreamPreview, { ...await schedulePreview(deps, group, viewer, body), state: 'pending' as const });
  },

  async removePreview(c: Context<ViewerEnv>, previewId: string) {
    const { deps, group, viewer } = c.var;
    await unschedulePreview(deps, group, viewer, previewId);
    return sendData(c, StreamPreviewRemoved, { preview_id: previewId });
  },

  publishUrl(c: Context<ViewerEnv>) {
    return sendData(c, StreamPublishUrl, publishUrl(c.var.deps, c.var.group));
  },

  async start(c: Context<ViewerEnv>, body: StreamStartRequest) {
    const { deps, group, viewer } = c.var;
    const stream = await startStream(deps, group, viewer, body);
    return sendData(c, StreamInfo, await toStreamInfo(deps.sql, stream, viewer, deps.clock()));
  },

  async stop(c: Context<ViewerEnv>) {
    const { deps, group, viewer } = c.var;
    await stopStream(deps, group, viewer);
    const stream = (await findLatestStream(deps.sql, group.group_id))!;
    await endStreamPublish(deps, stream);
    return sendData(c, StreamInfo, await toStreamInfo(deps.sql, stream, viewer, deps.clock()));
  },

  /** Marks the stream announced and answers how many members are to be told (no push message goes out yet). */
  async notify(c: Context<ViewerEnv>) {
    const { deps, group } = c.var;
    const stream = await findLivingStream(deps.sql, group.group_id);
    if (!stream) throw apiErrors.rejected('no stream is living');
    const now = nowIso(deps.clock);
    await markStreamNotified(deps.sql, stream.stream_id, now);
    return sendData(c, StreamNotifyResult, { notified: await countNotifiableMembers(deps.sql, group.group_id, now) });
  },

  /**
   * A send to the living stream's chat channel (issue 12): the chat's store and rules (deny words, links,
   * rate limit, idempotency), pushed live on the socket; the text stays at most 500 characters here.
   */
  async createMessage(c: Context<ViewerEnv>, body: StreamMessageCreate) {
    const { deps, group, viewer } = c.var;
    const text = body.text.trim();
    if (text === '') throw apiErrors.validation('text is required');
    if (text.length > STREAM_MESSAGE_MAX_LENGTH) {
      throw apiErrors.validation(`invalid text: at most ${STREAM_MESSAGE_MAX_LENGTH} characters`);
    }
    const stream = await watchableStream(c);
    try {
      const row = await sendMessage(deps, group.group_id, viewer, {
        channel: streamChannel(stream.stream_id), client_id: body.client_id ?? randomUUID(), kind: 'text', text,
      });
      return sendData(c, StreamMessage, toMessage(stream.stream_id, row));
    } catch (error) {
      const wait = error instanceof ApiError ? retryAfterOf(error) : null;
      if (wait !== null) c.header('Retry-After', String(wait));
      throw error;
    }
  },

  async messages(c: Context<ViewerEnv>, query: { limit?: number; before?: string }) {
    const stream = await watchableStream(c);
    const limit = query.limit ?? 20;
    const rows = await listStreamChat(c.var.deps.sql, c.var.group.group_id, streamChannel(stream.stream_id), query.before ?? null, limit + 1);
    return sendData(c, StreamMessagePage, {
      messages: rows.slice(0, limit).map((row) => toMessage(stream.stream_id, row)),
      has_more: rows.length > limit,
    });
  },
};
