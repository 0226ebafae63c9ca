import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { askOutsideParty } from '../../providers';
import {
  STREAM_PUBLISH_URL_VALID_SECONDS, type StreamInfo, type StreamStartRequest, type StreamUrls,
} from '../../../contract/stream';
import type { AppDeps } from '../../context';
import { chatBus } from '../../chat/bus';
import { postSystemMessage } from '../chat/chat.service';
import { recordGroupEvent } from '../event/event.repo';
import type { Sql } from '../../db/sql';
import { checkAssetAmount } from '../../lib/amount';
import { ApiError, apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { hasLecturerAuthority, isActiveMember, isBanned } from '../../lib/roles';
import type { GroupRow } from '../group/group.repo';
import type { Viewer } from '../auth/auth.middleware';
import {
  STREAM_PREVIEW_AHEAD_MAX_DAYS, STREAM_PREVIEW_DESCRIPTION_MAX, STREAM_PREVIEW_TITLE_MAX, STREAM_PREVIEWS_UPCOMING_MAX,
  streamPreviewDescriptionTooLong, streamPreviewStartProblem, streamPreviewTitleProblem, type StreamPreviewCreate,
} from '../../../contract/streamPreview';
import {
  countUpcomingPreviews, deletePreview, disableProduct, findPriceAsset, findGroupMode, findLivingStream,
  findPreview, findProductPrice, findStreamOrientation, hasPaidOrder, insertPreview, insertStream,
  insertStreamProduct, markStreamStopped, setStreamPublishKey, setStreamingSettings, type PreviewRow, type StreamRow } from './stream.repo';

// The §4 stream rules, in one place: who may watch, when a stream may start, what stopping undoes.

/** Staff watch everything; others need login, membership unless public, and a PAID order when charged. */
export async function watchRefusal(sql: Sql, stream: StreamRow, viewer: Viewer | null, nowMs: number): Promise<ApiError | null> {
  const paid = viewer !== null && stream.product_id !== null && await hasPaidOrder(sql, stream.product_id, viewer.user.user_id);
  return refusalOf(stream, viewer, nowMs, paid);
}

/** `paid`: the viewer holds a PAID order of the stream's product. */
function refusalOf(stream: StreamRow, viewer: Viewer | null, nowMs: number, paid: boolean): ApiError | null {
  if (!viewer) return apiErrors.loginRequired();
  if (isBanned(viewer.policies)) return apiErrors.forbidden('banned from group');
  const membership = viewer.membership;
  if (membership && hasLecturerAuthority(membership.role)) return null;
  const member = membership !== null && isActiveMember(membership, nowMs);
  if (!stream.is_public && !member) return apiErrors.memberRequired();
  if (stream.product_id && !paid) {
    return new ApiError(402, ErrorCode.rejected, 'this stream is paid: buy it to watch');
  }
  return null;
}

export async function toStreamInfo(sql: Sql, stream: StreamRow, viewer: Viewer | null, nowMs: number): Promise<StreamInfo> {
  const price = stream.product_id ? await findProductPrice(sql, stream.product_id) ?? null : null;
  const living = stream.state === 'living';
  const canWatch = living && await watchRefusal(sql, stream, viewer, nowMs) === null;
  const paid = Boolean(viewer && stream.product_id && await hasPaidOrder(sql, stream.product_id, viewer.user.user_id));
  return {
    stream_id: stream.stream_id,
    title: stream.title,
    state: stream.state,
    disabled: !living,
    public: Boolean(stream.is_public),
    paid: stream.product_id !== null,
    product_id: stream.product_id,
    price,
    started_at: stream.started_at,
    stopped_at: stream.stopped_at,
    orientation: stream.orientation,
    viewer_can_watch: canWatch,
    viewer_paid: paid,
  };
}

/** Which checkout channels can take a price in `assetId`. */
function channelsFor(assetId: string, symbol: string) {
  if (assetId === 'cny') return [{ channel: 'wechat', asset_id: assetId, symbol }, { channel: 'alipay', asset_id: assetId, symbol }];
  if (assetId === 'rc') return [{ channel: 'reborn', asset_id: assetId, symbol }];
  return [{ channel: 'mixin', asset_id: assetId, symbol }];
}

/**
 * Starts a NEW stream (a stopped one is never resumed). Refused in lecture mode and while one is living.
 * Sets group-mode streaming and the spotlight's start time; a charged stream gets its own product.
 */
export async function startStream(deps: AppDeps, group: GroupRow, viewer: Viewer, body: StreamStartRequest): Promise<StreamRow> {
  const price = body.price ?? null;
  let symbol = '';
  if (price) {
    const found = await findPriceAsset(deps.sql, price.asset_id);
    if (!found) throw apiErrors.validation('invalid price.asset_id: unknown asset');
    checkAssetAmount('price.amount', price.amount, found);
    symbol = found.symbol;
  }
  return deps.sql.tx(async (sql) => {
    const mode = await findGroupMode(sql, group.group_id);
    if (mode === 'lecture') throw apiErrors.rejected('streaming cannot start in lecture mode');
    if (await findLivingStream(sql, group.group_id)) throw apiErrors.rejected('a stream is already living: stop it first');
    const now = new Date(deps.clock()).toISOString();
    const title = (body.title ?? '').trim() || group.name;
    let productId: string | null = null;
    if (price) {
      productId = randomUUID();
      await insertStreamProduct(sql, {
        product_id: productId, group_id: group.group_id, name: title, asset_id: price.asset_id,
        amount: price.amount, channels: channelsFor(price.asset_id, symbol), created_at: now,
      });
    }
    const streamId = randomUUID();
    const orientation = await findStreamOrientation(sql, group.group_id);
    await insertStream(sql, {
      stream_id: streamId, group_id: group.group_id, title, is_public: body.public ? 1 : 0, product_id: productId,
      previous_mode: mode, started_by: viewer.user.user_id, started_at: now, orientation,
    });
    await recordGroupEvent(sql, {
      groupId: group.group_id, actorId: viewer.user.user_id, action: 'stream.start', targetKind: 'stream', targetId: streamId,
      details: { title, public: Boolean(body.public), price, orientation }, at: now,
    });
    await setStreamingSettings(sql, group.group_id, 'streaming', now);
    // The chat (issue 12): a mode_changed event, and the sockets hear the new mode and clock after the commit.
    await postSystemMessage({ sql, clock: deps.clock }, group.group_id, 'mode_changed', { mode: 'streaming' });
    sql.afterCommit(() => chatBus(sql).emit({ type: 'state', groupId: group.group_id }));
    return (await findLivingStream(sql, group.group_id))!;
  });
}

/** Stops the living stream for good: restores the earlier chat mode and clears the spotlight time. */
export function stopStream(deps: AppDeps, group: GroupRow, viewer: Viewer): Promise<string> {
  return deps.sql.tx(async (sql) => {
    const stream = await findLivingStream(sql, group.group_id);
    if (!stream) throw apiErrors.rejected('no stream is living');
    const now = new Date(deps.clock()).toISOString();
    await markStreamStopped(sql, stream.stream_id, now);
    await recordGroupEvent(sql, {
      groupId: group.group_id, actorId: viewer.user.user_id, action: 'stream.stop', targetKind: 'stream', targetId: stream.stream_id,
      details: { title: stream.title }, at: now,
    });
    if (stream.product_id) await disableProduct(sql, stream.product_id);
    const restored = stream.previous_mode === 'streaming' ? 'free' : stream.previous_mode;
    await setStreamingSettings(sql, group.group_id, restored, null);
    await postSystemMessage({ sql, clock: deps.clock }, group.group_id, 'mode_changed', { mode: restored });
    sql.afterCommit(() => chatBus(sql).emit({ type: 'state', groupId: group.group_id }));
    return stream.stream_id;
  });
}

/** The stream's HLS playlists, per quality, where the live-video service serves them. */
export function streamUrls(deps: AppDeps, stream: StreamRow): StreamUrls {
  return { stream_id: stream.stream_id, ...deps.providers.live.playUrls(stream) };
}

/** The signature of a push key until `expires` (unix seconds): HMAC-SHA256 with the server secret, 32 hex digits. */
export function publishSignature(deps: Pick<AppDeps, 'tokenSecret'>, key: string, expires: number): string {
  return createHmac('sha256', deps.tokenSecret).update(`publish|${key}|${expires}`).digest('hex').slice(0, 32);
}

/** A push key as publishUrl makes it: the group's id, a dash, 8 hex digits. */
const PUSH_KEY = /^(.+)-([0-9a-f]{8})$/;

/** What the media server says a pusher presented: the stream name (our key) and the push URL's expires and sign. */
export type PushAttempt = { name: string; expires: string; sign: string };

/** Whether this server signed the push's key and expiry (expired or not), compared in constant time. */
export function isSignedPush(deps: Pick<AppDeps, 'tokenSecret'>, push: PushAttempt): boolean {
  if (!/^\d{1,12}$/.test(push.expires)) return false;
  const expected = Buffer.from(publishSignature(deps, push.name, Number(push.expires)));
  const given = Buffer.from(push.sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The media server asks whether a push may publish (its on_publish callback): the key must be one
 * publishUrl signed, not expired, for a group whose stream is living; the stream then plays from
 * that key. The key the living stream already plays from may publish again after its 5 minutes:
 * an encoder reconnecting after a network drop resumes the lecture under the playlist members are
 * watching, instead of ending it until the lecturer fetches a new URL. Why not, or null when it may.
 */
export async function authorizePublish(deps: AppDeps, push: PushAttempt): Promise<string | null> {
  const group = PUSH_KEY.exec(push.name)?.[1];
  if (!group || !/^\d{1,12}$/.test(push.expires)) return 'not a push key of this server';
  if (!isSignedPush(deps, push)) return 'the push URL\'s signature does not verify';
  const stream = await findLivingStream(deps.sql, group);
  if (!stream) return 'the group has no living stream: start it first';
  const resumed = stream.publish_key === push.name;
  if (!resumed && Number(push.expires) < Math.floor(deps.clock() / 1000)) return 'the push URL has expired: get a new one';
  if (!await setStreamPublishKey(deps.sql, stream.stream_id, push.name)) return 'the group has no living stream: start it first';
  return null;
}

/** Ends the stopped stream's publish at the live-video service (best effort: logged when it fails). */
export async function endStreamPublish(deps: AppDeps, stream: StreamRow): Promise<void> {
  if (!stream.publish_key) return;
  await askOutsideParty(deps, `the end of stream ${stream.stream_id}'s publish`, () => deps.providers.live.endPublish(stream.publish_key!));
}

/**
 * A push URL signed with the server secret, valid 5 minutes (§9). Nothing stores it: the signature and
 * expiry in the URL are what a media server would check.
 */
export function publishUrl(deps: AppDeps, group: GroupRow) {
  const issued = Math.floor(deps.clock() / 1000);
  const expires = issued + STREAM_PUBLISH_URL_VALID_SECONDS;
  const key = `${group.group_id}-${randomUUID().slice(0, 8)}`;
  const sign = publishSignature(deps, key, expires);
  return {
    url: deps.providers.live.pushUrl({ group: group.group_id, key, expires, query: `expires=${expires}&sign=${sign}` }),
    expires_at: new Date(expires * 1000).toISOString(),
    valid_seconds: STREAM_PUBLISH_URL_VALID_SECONDS,
  };
}


/**
 * §4: the chat mode cannot change during live streaming, and only POST /stream/start puts a group in
 * streaming mode (so the spotlight's start time is always set with it). Entering lecture mode starts the
 * lecture clock the spotlight shows (lecturing_or_streaming_started_at); leaving it clears the clock.
 */
export async function changeChatMode(sql: Sql, groupId: string, mode: string, nowIso: string): Promise<void> {
  if (await findLivingStream(sql, groupId)) throw apiErrors.rejected('the chat mode cannot change during live streaming');
  if (mode === 'streaming') throw apiErrors.rejected('start a stream to enter streaming mode');
  const current = await findGroupMode(sql, groupId);
  if (mode === 'lecture' && current !== 'lecture') await setStreamingSettings(sql, groupId, 'lecture', nowIso);
  if (mode !== 'lecture' && current === 'lecture') await setStreamingSettings(sql, groupId, current, null);
}

/**
 * A stream order (create and pay) needs the product's stream to be living, the buyer allowed to watch it
 * but for the payment, not staff (they watch free) and not already paid (§6).
 */
export async function assertStreamPurchasable(sql: Sql, group: GroupRow, viewer: Viewer, productId: string, nowMs: number): Promise<void> {
  const stream = await findLivingStream(sql, group.group_id);
  refuseStreamPurchase(stream, viewer, productId, nowMs, stream ? await hasPaidOrder(sql, productId, viewer.user.user_id) : false);
}

/** `paid`: the viewer holds a PAID order of this product. */
function refuseStreamPurchase(stream: StreamRow | undefined, viewer: Viewer, productId: string, nowMs: number, paid: boolean): void {
  if (!stream || stream.product_id !== productId) throw apiErrors.rejected('this stream is not living any more');
  if (viewer.membership && hasLecturerAuthority(viewer.membership.role)) {
    throw apiErrors.rejected('group staff watch streams without paying');
  }
  if (paid) throw apiErrors.rejected('this stream is already paid');
  // The product is the stream's, so its payment is `paid`.
  const refusal = refusalOf(stream, viewer, nowMs, paid);
  // Anything but the payment itself (login, membership) must be settled first.
  if (refusal && refusal.status !== 402) throw refusal;
}

const START_PROBLEMS = {
  format: 'expected an ISO date-time with its time zone, like 2030-01-31T19:30:00Z',
  past: 'must be in the future',
  too_far: `at most ${STREAM_PREVIEW_AHEAD_MAX_DAYS} days ahead`,
} as const;

/**
 * Announces a stream (admin/setting/stream_prepare's schedule): the title, time and description by the
 * shared rules (contract/streamPreview.ts), at most STREAM_PREVIEWS_UPCOMING_MAX upcoming per group,
 * counted again under the write lock, and the group event in the same transaction.
 */
export async function schedulePreview(deps: AppDeps, group: GroupRow, viewer: Viewer, body: StreamPreviewCreate): Promise<PreviewRow> {
  const titleProblem = streamPreviewTitleProblem(body.title);
  if (titleProblem) throw apiErrors.validation(`invalid title: 1 to ${STREAM_PREVIEW_TITLE_MAX} characters after trimming`);
  const description = (body.description ?? '').trim();
  if (streamPreviewDescriptionTooLong(description)) {
    throw apiErrors.validation(`invalid description: at most ${STREAM_PREVIEW_DESCRIPTION_MAX} characters`);
  }
  return deps.sql.tx(async (sql) => {
    const nowMs = deps.clock();
    const now = new Date(nowMs).toISOString();
    const startProblem = streamPreviewStartProblem(body.starts_at, nowMs);
    if (startProblem) throw apiErrors.validation(`invalid starts_at: ${START_PROBLEMS[startProblem]}`);
    if (await countUpcomingPreviews(sql, group.group_id, now) >= STREAM_PREVIEWS_UPCOMING_MAX) {
      throw apiErrors.rejected(`at most ${STREAM_PREVIEWS_UPCOMING_MAX} upcoming stream previews`, ErrorCode.streamPreviewsFull);
    }
    const preview: PreviewRow = {
      preview_id: randomUUID(), title: body.title.trim(), description, cover_url: '',
      live_at: new Date(Date.parse(body.starts_at)).toISOString(),
    };
    await insertPreview(sql, { ...preview, group_id: group.group_id, created_at: now });
    await recordGroupEvent(sql, {
      groupId: group.group_id, actorId: viewer.user.user_id, action: 'stream.preview_add', targetKind: 'stream_preview',
      targetId: preview.preview_id, details: { title: preview.title, live_at: preview.live_at }, at: now,
    });
    return preview;
  });
}

/** Takes a preview of this group off the schedule (404 for another group's), with its group event. */
export async function unschedulePreview(deps: AppDeps, group: GroupRow, viewer: Viewer, previewId: string): Promise<void> {
  await deps.sql.tx(async (sql) => {
    const preview = await findPreview(sql, group.group_id, previewId);
    if (!preview || !await deletePreview(sql, group.group_id, previewId)) throw apiErrors.notFoundWith('no such stream preview in this group');
    await recordGroupEvent(sql, {
      groupId: group.group_id, actorId: viewer.user.user_id, action: 'stream.preview_remove', targetKind: 'stream_preview',
      targetId: previewId, details: { title: preview.title, live_at: preview.live_at }, at: new Date(deps.clock()).toISOString(),
    });
  });
}
