import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  STREAM_MESSAGE_MAX_LENGTH, StreamInfo, StreamInfoOrNull, StreamMessage, StreamMessagePage, StreamNotifyResult,
  StreamPreviewList, StreamPublishUrl, StreamUrls, type StreamStartRequest,
} from '../../../contract/stream';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findMembership, findUser, listPolicies } from '../account/account.repo';
import type { Viewer } from '../auth/auth.middleware';
import { insertActivity } from '../member/member.repo';
import {
  countNotifiableMembers, findLatestStream, findLivingStream, findStreamMessage, insertStreamMessage, listPreviews,
  listStreamMessages, markStreamNotified, type StreamMessageRow, type StreamRow,
} from './stream.repo';
import { publishUrl, startStream, stopStream, streamUrls, toStreamInfo, watchRefusal } from './stream.service';

/** The caller on a public route: a valid token for this group gives a viewer, anything else a guest. */
export function optionalViewer(c: Context<GroupEnv>): Viewer | null {
  const { session, deps, group } = c.var;
  if (!session?.ok) return null;
  const user = findUser(deps.db, session.claims.u);
  if (!user) return null;
  const membership = findMembership(deps.db, group.group_id, user.user_id) ?? null;
  return { user, membership, policies: membership ? listPolicies(deps.db, group.group_id, user.user_id) : [] };
}

/** The living stream the viewer may watch; 404 when none lives, the §6 refusal otherwise. */
function watchableStream(c: Context<ViewerEnv>): StreamRow {
  const { deps, group, viewer } = c.var;
  const stream = findLivingStream(deps.db, group.group_id);
  if (!stream) throw apiErrors.notFoundWith('no stream is living');
  const refusal = watchRefusal(deps.db, stream, viewer, deps.clock());
  if (refusal) throw refusal;
  return stream;
}

const toMessage = (row: StreamMessageRow) => ({ ...row });

export const streamHandlers = {
  info(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    const stream = findLatestStream(deps.db, group.group_id);
    const info = stream ? toStreamInfo(deps.db, stream, optionalViewer(c), deps.clock()) : null;
    return sendData(c, StreamInfoOrNull, info);
  },

  urls(c: Context<ViewerEnv>) {
    return sendData(c, StreamUrls, streamUrls(watchableStream(c)));
  },

  /** Upcoming previews; one whose time has come shows as living while a stream is on. */
  previews(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    const nowMs = deps.clock();
    const living = findLivingStream(deps.db, group.group_id);
    // A preview stays listed for the day after its announced time, then drops off.
    const since = new Date(nowMs - 24 * 60 * 60 * 1000).toISOString();
    const rows = listPreviews(deps.db, group.group_id, since);
    const now = new Date(nowMs).toISOString();
    const due = rows.filter((r) => r.live_at !== null && r.live_at <= now);
    const current = living ? due[due.length - 1] : undefined;
    const previews = rows
      .filter((r) => r === current || r.live_at === null || r.live_at > now)
      .map((r) => ({ ...r, state: r === current ? 'living' as const : 'pending' as const }));
    return sendData(c, StreamPreviewList, previews);
  },

  publishUrl(c: Context<ViewerEnv>) {
    return sendData(c, StreamPublishUrl, publishUrl(c.var.deps, c.var.group));
  },

  start(c: Context<ViewerEnv>, body: StreamStartRequest) {
    const { deps, group, viewer } = c.var;
    const stream = startStream(deps, group, viewer, body);
    return sendData(c, StreamInfo, toStreamInfo(deps.db, stream, viewer, deps.clock()));
  },

  stop(c: Context<ViewerEnv>) {
    const { deps, group, viewer } = c.var;
    stopStream(deps, group);
    const stream = findLatestStream(deps.db, group.group_id)!;
    return sendData(c, StreamInfo, toStreamInfo(deps.db, stream, viewer, deps.clock()));
  },

  /** Tells the members a stream is on (the sandbox has no push service: it counts who would be told). */
  notify(c: Context<ViewerEnv>) {
    const { deps, group } = c.var;
    const stream = findLivingStream(deps.db, group.group_id);
    if (!stream) throw apiErrors.rejected('no stream is living');
    const now = nowIso(deps.clock);
    markStreamNotified(deps.db, stream.stream_id, now);
    return sendData(c, StreamNotifyResult, { notified: countNotifiableMembers(deps.db, group.group_id, now) });
  },

  createMessage(c: Context<ViewerEnv>, rawText: string) {
    const { deps, group, viewer } = c.var;
    const text = rawText.trim();
    if (text === '') throw apiErrors.validation('text is required');
    if (text.length > STREAM_MESSAGE_MAX_LENGTH) {
      throw apiErrors.validation(`invalid text: at most ${STREAM_MESSAGE_MAX_LENGTH} characters`);
    }
    const stream = watchableStream(c);
    const messageId = randomUUID();
    const now = nowIso(deps.clock);
    deps.db.transaction(() => {
      insertStreamMessage(deps.db, {
        message_id: messageId, stream_id: stream.stream_id, user_id: viewer.user.user_id, text, created_at: now,
      });
      insertActivity(deps.db, {
        activity_id: randomUUID(), group_id: group.group_id, user_id: viewer.user.user_id, kind: 'stream_message',
        subject_id: stream.stream_id, subject_title: stream.title, created_at: now,
      });
    })();
    return sendData(c, StreamMessage, toMessage(findStreamMessage(deps.db, messageId)!));
  },

  messages(c: Context<ViewerEnv>, query: { limit?: number; before?: string }) {
    const stream = watchableStream(c);
    const limit = query.limit ?? 20;
    const rows = listStreamMessages(c.var.deps.db, stream.stream_id, query.before ?? null, limit + 1);
    return sendData(c, StreamMessagePage, { messages: rows.slice(0, limit).map(toMessage), has_more: rows.length > limit });
  },
};
