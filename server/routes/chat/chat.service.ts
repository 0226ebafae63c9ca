import { randomUUID } from 'node:crypto';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import {
  CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX, CHAT_EXCERPT_MAX, CHAT_GROUP_CHANNEL, CHAT_RECALL_MS, CHAT_TEXT_MAX,
  type ChatGroupState, type ChatMessage, type ChatSendInput, type ChatState, type ChatSystemEvent,
} from '../../../contract/chat';
import { ErrorCode } from '../../../contract/errors';
import type { AppDeps, Clock } from '../../context';
import { chatBus } from '../../chat/bus';
import { ApiError, apiErrors, excerpt } from '../../lib/errors';
import { hasAdminAuthority, hasLecturerAuthority, isActiveMember, isBanned } from '../../lib/roles';
import type { MediaLinks } from '../attachment/attachment.links';
import { findAttachment } from '../attachment/attachment.repo';
import type { Viewer } from '../auth/auth.middleware';
import { insertActivity } from '../member/member.repo';
import { findLivingStream, type StreamRow } from '../stream/stream.repo';
import { watchRefusal } from '../stream/stream.service';
import type { Sql } from '../../db/sql';
import {
  chatMessageInChannel, findChatMessage, findChatMessageByClientId, findChatMessageByPack, findChatSettings, findChatSubscribed,
  hasLivingStream, insertChatMessage, listChatSubscribers, listSenderTimesSince, markChatMessageRemoved,
  setChatAnnouncement, setChatMode, setChatRateLimit, setChatSubscribed, touchChatActivity, unsubscribeChatMember,
  type ChatMessageRow, type ChatSettingsRow,
} from './chat.repo';
import { recordGroupEvent } from '../event/event.repo';
import { shutUpRefusal } from '../member/member.service';

// The chat's rules (issue 12, spec §4–§6), in one place: who may send where and when, what a message may
// carry, recall and delete, the chat state, the system events other features post, the daily unsubscribe.
// On the async layer (issue 27): each write is one `sql.tx`, and the hub hears of it from `afterCommit`.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MB = 1024 * 1024;

const roleOf = (viewer: Viewer) => viewer.membership?.role ?? 'user';

async function settingsOf(sql: Sql, groupId: string): Promise<ChatSettingsRow> {
  const settings = await findChatSettings(sql, groupId);
  if (!settings) throw new Error(`group ${groupId} has no settings row`);
  return settings;
}

const parseList = (json: string): string[] => JSON.parse(json) as string[];

// ---- presenting ----

function authorName(fullName: string | null, nickname: string | null): string {
  return nickname || fullName || '';
}

/** A reply's quote: at most CHAT_EXCERPT_MAX characters, the ellipsis included. */
const quote = (text: string) => (text.length <= CHAT_EXCERPT_MAX ? text : excerpt(text, CHAT_EXCERPT_MAX - 1));

export function presentMessage(row: ChatMessageRow, media: MediaLinks): ChatMessage {
  const normal = row.state === 'normal';
  return {
    seq: row.seq,
    message_id: row.message_id,
    channel: row.channel,
    author: row.user_id === null ? null : {
      user_id: row.user_id,
      full_name: row.full_name ?? '',
      avatar_url: row.avatar_url ?? '',
      nickname: row.nickname ?? '',
      role: row.role ?? 'user',
    },
    kind: row.kind,
    text: normal ? row.text : '',
    image: normal && row.kind === 'image' && row.attachment_id
      ? { attachment_id: row.attachment_id, url: media(row.group_id, row.attachment_id) }
      : null,
    reply_to: row.reply_to_seq !== null && row.r_message_id !== null ? {
      seq: row.reply_to_seq,
      message_id: row.r_message_id,
      author_name: authorName(row.r_author_name, row.r_author_nickname),
      excerpt: row.r_state === 'normal' && row.r_kind === 'text' ? quote(row.r_text ?? '') : '',
      kind: row.r_kind!,
    } : null,
    system: row.system_event !== null
      ? { event: row.system_event, data: JSON.parse(row.system_data ?? '{}') as Record<string, string> }
      : null,
    luckycoin: normal && row.kind === 'luckycoin' && row.pack_id
      ? { pack_id: row.pack_id, greeting: row.pack_greeting ?? '' }
      : null,
    state: row.state,
    created_at: row.created_at,
    client_id: row.client_id,
  };
}

export async function groupState(sql: Sql, groupId: string): Promise<ChatGroupState> {
  const settings = await settingsOf(sql, groupId);
  return {
    mode: settings.group_mode,
    announcement: settings.chat_announcement,
    rate_limit: settings.chat_rate_limit,
    lecturing_or_streaming_started_at: settings.lecturing_or_streaming_started_at,
  };
}

/** §6: lecturers (and admins, the owner) speak in every mode; others only in free mode. */
export function maySpeakInGroup(mode: ChatGroupState['mode'], viewer: Viewer): boolean {
  return mode === 'free' || hasLecturerAuthority(roleOf(viewer));
}

export async function chatStateFor(sql: Sql, groupId: string, viewer: Viewer): Promise<ChatState> {
  const state = await groupState(sql, groupId);
  return {
    ...state,
    can_send: !isBanned(viewer.policies) && maySpeakInGroup(state.mode, viewer),
    subscribed: await findChatSubscribed(sql, groupId, viewer.user.user_id),
  };
}

// ---- channels ----

/** The key a group's message inserts serialize on (TxOptions.serializeOn): they all write its chat head. */
export const chatHeadKey = (groupId: string) => `chat-head:${groupId}`;

/** What a channel resolves to in this group: the group chat, or a living stream's chat. */
export type ResolvedChannel = { channel: string; stream: StreamRow | null };

/**
 * 'group', or 'stream:<id>' of this group's living stream (102614 'no live events' otherwise; 102616 for
 * anything else). The stream channel is for who may watch the stream (102615).
 */
export async function resolveChannel(sql: Sql, groupId: string, channel: string, viewer: Viewer, nowMs: number): Promise<ResolvedChannel> {
  if (channel === CHAT_GROUP_CHANNEL) return { channel, stream: null };
  const streamId = streamIdOf(channel);
  const stream = await findLivingStream(sql, groupId);
  return streamChannel(channel, streamId, stream, stream ? await watchRefusal(sql, stream, viewer, nowMs) : null);
}

function streamIdOf(channel: string): string {
  const match = /^stream:(.+)$/.exec(channel);
  if (!match) throw new ApiError(400, ErrorCode.chatChannelInvalid, 'unknown channel');
  return match[1]!;
}

function streamChannel(channel: string, streamId: string, stream: StreamRow | undefined, refusal: ApiError | null): ResolvedChannel {
  if (!stream || stream.stream_id !== streamId) throw new ApiError(404, ErrorCode.chatNoLiveStream, 'no live events');
  if (refusal) throw new ApiError(403, ErrorCode.chatStreamNotAllowed, 'you cannot watch this stream, so not chat in it');
  return { channel, stream };
}

/** Who may read the group channel: a member or staff, not banned (the HTTP guard and the socket's auth). */
export function mayReadGroup(viewer: Viewer, nowMs: number): boolean {
  return !isBanned(viewer.policies) && viewer.membership !== null && isActiveMember(viewer.membership, nowMs);
}

// ---- text rules ----

const LETTER = /\p{L}/gu;
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Settings: deny words trimmed, each with at least 2 letters (102617), no repeats (case-folded). */
export function normalizeDenyWords(words: readonly string[]): string[] {
  if (words.length > CHAT_DENY_WORDS_MAX) throw apiErrors.validation(`invalid deny_words: at most ${CHAT_DENY_WORDS_MAX} words`);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    if ((word.match(LETTER) ?? []).length < 2 || word.length > 100) {
      throw new ApiError(400, ErrorCode.chatDenyWordInvalid, `a deny word needs at least 2 letters: ${excerpt(word, 100)}`);
    }
    if (!seen.has(fold(word))) {
      seen.add(fold(word));
      out.push(word);
    }
  }
  return out;
}

/** Settings: each entry an http(s) URL prefix with a host (102618), stored as written (trimmed). */
export function normalizeAllowList(entries: readonly string[]): string[] {
  if (entries.length > CHAT_ALLOW_LIST_MAX) {
    throw apiErrors.validation(`invalid link_allow_list: at most ${CHAT_ALLOW_LIST_MAX} entries`);
  }
  return [...new Set(entries.map((raw) => {
    const entry = raw.trim();
    const url = parseUrl(entry);
    if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password || entry.length > 500) {
      throw new ApiError(400, ErrorCode.chatAllowListInvalid,
        `an allow-list entry must be an http(s) URL prefix with a host: ${excerpt(entry, 100)}`);
    }
    return entry;
  }))];
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The first deny word the text contains (case- and width-insensitive substring), or null. */
export function deniedWordIn(text: string, denyWords: readonly string[]): string | null {
  const folded = fold(text);
  return denyWords.find((word) => folded.includes(fold(word))) ?? null;
}

/**
 * Top-level domains a bare domain must end with to count as a link ("example.com/x", "mixin.one"); a list,
 * so that "node.js" or "file.txt" in a sentence are not links.
 */
const BARE_TLDS = [
  'com', 'net', 'org', 'io', 'one', 'app', 'dev', 'xyz', 'info', 'biz', 'me', 'co', 'cc', 'tv', 'top', 'site', 'online',
  'shop', 'club', 'link', 'live', 'pro', 'vip', 'fun', 'tech', 'ai', 'gg', 'to', 'ly', 'so', 'im', 'in', 'us', 'uk',
  'cn', 'jp', 'hk', 'tw', 'kr', 'sg', 'de', 'fr', 'ru', 'eu', 'ca', 'au', 'finance', 'exchange', 'money', 'market',
];
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`，。！？、；：（）【】《》「」]+/giu;
const BARE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@._/-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${BARE_TLDS.join('|')}))(?![\p{L}\p{N}-])((?::\d{1,5})?(?:[/?#][^\s<>"'\x60，。！？、；：（）【】《》「」]*)?)`,
  'giu',
);
const TRAILING = /[.,;:!?)\]}'"]+$/u;

/**
 * The links in a text, as written: http(s) URLs, and bare domains (a host ending in a known top-level
 * domain, with an optional port and path). Trailing punctuation is not part of a link.
 */
export function linksIn(text: string): { text: string; bare: boolean }[] {
  const links: { text: string; bare: boolean }[] = [];
  const withoutUrls = text.replace(URL_PATTERN, (found) => {
    links.push({ text: found.replace(TRAILING, ''), bare: false });
    return ' ';
  });
  for (const match of withoutUrls.matchAll(BARE_PATTERN)) {
    links.push({ text: `${match[1]}${match[2] ?? ''}`.replace(TRAILING, ''), bare: true });
  }
  return links;
}

/**
 * Whether a link starts with an allow-list entry: same host (and port), the entry's path (and query) a
 * prefix of the link's; same scheme, except that a bare domain matches either scheme.
 */
export function linkAllowed(link: { text: string; bare: boolean }, allowList: readonly string[]): boolean {
  const url = parseUrl(link.bare ? `http://${link.text}` : link.text);
  if (!url) return false;
  const rest = `${url.pathname}${url.search}${url.hash}`;
  return allowList.some((entry) => {
    const allowed = parseUrl(entry);
    if (!allowed) return false;
    if (!link.bare && allowed.protocol !== url.protocol) return false;
    if (allowed.host !== url.host) return false;
    return rest.startsWith(`${allowed.pathname}${allowed.search}`);
  });
}

// ---- sending ----

export type SendRequest = {
  channel: string;
  client_id: string;
  kind: ChatSendInput['kind'];
  text?: string;
  attachment_id?: string;
  reply_to?: number;
};

async function checkImage(sql: Sql, groupId: string, userId: string, attachmentId: string | undefined): Promise<string> {
  const image = attachmentId ? await findAttachment(sql, groupId, attachmentId) : undefined;
  if (!image || image.user_id !== userId || !(IMAGE_MIME_TYPES as readonly string[]).includes(image.mime_type)
    || image.size > ATTACHMENT_LIMITS_MB.image * MB) {
    throw new ApiError(400, ErrorCode.chatAttachmentInvalid, 'not one of your images');
  }
  return image.attachment_id;
}

/** Refusals that depend on the group's settings, checked inside the transaction that inserts. */
async function settingsRefusal(
  settings: ChatSettingsRow, viewer: Viewer, channel: ResolvedChannel, text: string, sentTimes: () => Promise<number[]>, nowMs: number,
): Promise<ApiError | null> {
  if (channel.stream === null && !maySpeakInGroup(settings.group_mode, viewer)) {
    return settings.group_mode === 'streaming'
      ? new ApiError(403, ErrorCode.chatStreaming, 'the group is streaming: chat in the stream')
      : new ApiError(403, ErrorCode.chatModeRestricted, `only lecturers speak now (${settings.group_mode} mode)`);
  }
  const denied = deniedWordIn(text, parseList(settings.deny_words));
  if (denied) return new ApiError(400, ErrorCode.chatDenyWord, `message contains a denied word: ${denied}`);
  const allowList = parseList(settings.link_allow_list);
  const refused = linksIn(text).find((link) => !linkAllowed(link, allowList));
  if (refused) return new ApiError(400, ErrorCode.chatLinkNotAllowed, `link not allowed: ${excerpt(refused.text, 200)}`);
  // Staff are not limited: lecturers speak at length, admins set the limit.
  if (settings.chat_rate_limit > 0 && !hasLecturerAuthority(roleOf(viewer))) {
    const times = await sentTimes();
    if (times.length >= settings.chat_rate_limit) {
      const waitS = Math.max(1, Math.ceil((times[times.length - settings.chat_rate_limit]! + MINUTE_MS - nowMs) / 1000));
      return new ApiError(429, ErrorCode.chatRateLimited, `too many messages: retry after ${waitS} s`);
    }
  }
  return null;
}

/**
 * Sends a message (POST /chat/messages, POST /stream/messages/create). Stored and committed before the
 * answer; the hub fans it out after the commit. The same client_id again answers the first message.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer, request: SendRequest,
): Promise<ChatMessageRow> {
  const { sql } = deps;
  const userId = viewer.user.user_id;
  if (isBanned(viewer.policies) || viewer.membership?.state === 'blocked') {
    throw new ApiError(403, ErrorCode.chatSendForbidden, 'you cannot send messages in this group');
  }
  const again = await findChatMessageByClientId(sql, groupId, userId, request.client_id);
  if (again) return again;
  const nowMs = deps.clock();
  const silenced = shutUpRefusal(viewer, nowMs);
  if (silenced) throw silenced;
  const channel = await resolveChannel(sql, groupId, request.channel, viewer, nowMs);
  if (channel.stream === null && !mayReadGroup(viewer, nowMs)) throw apiErrors.memberRequired();
  let text = '';
  let attachmentId: string | null = null;
  if (request.kind === 'text') {
    text = (request.text ?? '').trim();
    if (text.length === 0 || text.length > CHAT_TEXT_MAX) {
      throw new ApiError(400, ErrorCode.chatTextInvalid, `a message needs 1 to ${CHAT_TEXT_MAX} characters`);
    }
  } else {
    if ((request.text ?? '').trim() !== '') throw apiErrors.validation('invalid text: an image message carries no text');
    attachmentId = await checkImage(sql, groupId, userId, request.attachment_id);
  }
  if (request.reply_to !== undefined && !(await chatMessageInChannel(sql, groupId, channel.channel, request.reply_to))) {
    throw new ApiError(400, ErrorCode.chatReplyInvalid, 'reply_to is not a message of this channel');
  }
  const nowIso = new Date(nowMs).toISOString();
  // A group's senders all write its chat head: on PostgreSQL they queue for it rather than collide.
  const seq = await sql.tx(async (t) => {
    // A retry that raced the first request: the first one won.
    const raced = await findChatMessageByClientId(t, groupId, userId, request.client_id);
    if (raced) return raced.seq;
    const refusal = await settingsRefusal(await settingsOf(t, groupId), viewer, channel, text,
      () => listSenderTimesSince(t, groupId, userId, nowMs - MINUTE_MS), nowMs);
    if (refusal) throw refusal;
    const inserted = await insertChatMessage(t, {
      message_id: randomUUID(), group_id: groupId, channel: channel.channel, stream_id: channel.stream?.stream_id ?? null,
      user_id: userId, kind: request.kind, text, attachment_id: attachmentId, reply_to_seq: request.reply_to ?? null,
      system_event: null, system_data: null, client_id: request.client_id, created_at: nowIso, created_ms: nowMs,
    });
    await touchChatActivity(t, groupId, userId, nowIso);
    if (channel.stream) {
      await insertActivity(t, {
        activity_id: randomUUID(), group_id: groupId, user_id: userId, kind: 'stream_message',
        subject_id: channel.stream.stream_id, subject_title: channel.stream.title, created_at: nowIso,
      });
    }
    messagesAfterCommit(t, groupId);
    return inserted;
  }, { serializeOn: chatHeadKey(groupId) });
  return (await findChatMessage(sql, groupId, seq))!;
}

/** Tells the hub of the group's new rows once the transaction around commits (never for a rolled-back attempt). */
function messagesAfterCommit(sql: Sql, groupId: string): void {
  sql.afterCommit(() => chatBus(sql).emit({ type: 'messages', groupId }));
}

/** The message that shared this pack to the chat, if it was shared (one share per pack). */
export function findPackShare(sql: Sql, packId: string): Promise<ChatMessageRow | undefined> {
  return findChatMessageByPack(sql, packId);
}

/**
 * Posts a lucky-coin pack to the group channel as its sender's red-packet message (POST /luckycoin/{id}/share;
 * luckycoin.service checks the pack). §6: packs go out in every mode, mute and lecture included, and are not
 * counted against the rate limit (creating packs has its own); who may not send at all (banned, blocked,
 * silenced, not a member) may not share either. One share per pack: a repeat, or a share that raced this
 * one, answers the first message; the unique index on pack_id backs it up.
 */
export async function postLuckycoinMessage(
  deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer, packId: string,
): Promise<ChatMessageRow> {
  const { sql } = deps;
  if (isBanned(viewer.policies) || viewer.membership?.state === 'blocked') {
    throw new ApiError(403, ErrorCode.chatSendForbidden, 'you cannot send messages in this group');
  }
  const nowMs = deps.clock();
  const silenced = shutUpRefusal(viewer, nowMs);
  if (silenced) throw silenced;
  if (!mayReadGroup(viewer, nowMs)) throw apiErrors.memberRequired();
  const nowIso = new Date(nowMs).toISOString();
  const seq = await sql.tx(async (t) => {
    const raced = await findChatMessageByPack(t, packId);
    if (raced) return raced.seq;
    const inserted = await insertChatMessage(t, {
      message_id: randomUUID(), group_id: groupId, channel: CHAT_GROUP_CHANNEL, stream_id: null, user_id: viewer.user.user_id,
      kind: 'luckycoin', text: '', attachment_id: null, reply_to_seq: null, system_event: null, system_data: null,
      pack_id: packId, client_id: null, created_at: nowIso, created_ms: nowMs,
    });
    await touchChatActivity(t, groupId, viewer.user.user_id, nowIso);
    messagesAfterCommit(t, groupId);
    return inserted;
  }, { serializeOn: chatHeadKey(groupId) });
  return (await findChatMessage(sql, groupId, seq))!;
}

/** The wait a rate-limit refusal names (its Retry-After header). */
export function retryAfterOf(error: ApiError): number | null {
  if (error.code !== ErrorCode.chatRateLimited) return null;
  const match = /retry after (\d+) s/.exec(error.message);
  return match ? Number(match[1]) : null;
}

// ---- recall and delete ----

/**
 * DELETE /chat/messages/{seq}: owner and admins delete any message (→ 'deleted'); the author recalls their
 * own within CHAT_RECALL_MS (→ 'recalled'; 102610 after). Removing a removed message answers it as it is.
 */
export async function removeMessage(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer, seq: number): Promise<ChatMessageRow> {
  const { sql } = deps;
  const row = await findChatMessage(sql, groupId, seq);
  if (!row) throw new ApiError(404, ErrorCode.chatMessageNotFound, 'no such message in this group');
  if (row.state !== 'normal') return row;
  const nowMs = deps.clock();
  const admin = hasAdminAuthority(roleOf(viewer));
  const mine = row.user_id === viewer.user.user_id;
  let state: 'recalled' | 'deleted';
  if (admin && !(mine && nowMs - row.created_ms <= CHAT_RECALL_MS)) state = 'deleted';
  else if (mine) {
    if (nowMs - row.created_ms > CHAT_RECALL_MS) {
      throw new ApiError(409, ErrorCode.chatRecallExpired, 'a message can only be recalled within 2 minutes');
    }
    state = 'recalled';
  } else {
    throw new ApiError(403, ErrorCode.chatRemoveNotAllowed, 'only the author (within 2 minutes) or an admin can remove this message');
  }
  await sql.tx(async (t) => {
    if (await markChatMessageRemoved(t, seq, state, new Date(nowMs).toISOString(), viewer.user.user_id)) {
      t.afterCommit(() => chatBus(t).emit({ type: 'update', seq, groupId }));
    }
  });
  return (await findChatMessage(sql, groupId, seq))!;
}

// ---- state changes ----

/** Tells the sockets the group's chat state may have changed, once the transaction around commits. */
export function chatStateChanged(sql: Sql, groupId: string): void {
  sql.afterCommit(() => chatBus(sql).emit({ type: 'state', groupId }));
}

/**
 * The mode's change and the lecture clock (as stream.service's changeChatMode does): entering lecture
 * starts the clock, leaving it clears it, anything else keeps it.
 */
async function changeMode(sql: Sql, groupId: string, settings: ChatSettingsRow, mode: 'free' | 'lecture' | 'mute', at: string): Promise<void> {
  const before = settings.group_mode;
  const clock = mode === 'lecture' && before !== 'lecture' ? at
    : mode !== 'lecture' && before === 'lecture' ? null
      : settings.lecturing_or_streaming_started_at;
  await setChatMode(sql, groupId, mode, clock);
}

/**
 * PUT /chat/?mode= (admin): free, lecture or mute; refused while a stream is living (102613). A change
 * posts a mode_changed event and pushes the state.
 */
export async function setMode(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, mode: 'free' | 'lecture' | 'mute', actorId: string): Promise<void> {
  await deps.sql.tx(async (sql) => {
    if (await hasLivingStream(sql, groupId)) {
      throw new ApiError(409, ErrorCode.chatModeLocked, 'the chat mode cannot change during live streaming');
    }
    const settings = await settingsOf(sql, groupId);
    const at = new Date(deps.clock()).toISOString();
    await changeMode(sql, groupId, settings, mode, at);
    if (settings.group_mode !== mode) {
      await postSystemMessage({ sql, clock: deps.clock }, groupId, 'mode_changed', { mode });
      await recordGroupEvent(sql, { groupId, actorId, action: 'settings.update', targetKind: 'chat', details: { 'group-mode': mode }, at });
    }
    chatStateChanged(sql, groupId);
  });
}

/** POST /chat/stop-lecturing (lecturer authority): lecture mode ends (→ free), the lecture clock clears. */
export async function stopLecturing(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer): Promise<void> {
  if (!hasLecturerAuthority(roleOf(viewer))) {
    throw new ApiError(403, ErrorCode.chatNotLecturer, 'only lecturers can stop lecturing');
  }
  await deps.sql.tx(async (sql) => {
    const settings = await settingsOf(sql, groupId);
    // The state is pushed as before, even when nothing changed.
    chatStateChanged(sql, groupId);
    if (settings.group_mode !== 'lecture') return;
    const at = new Date(deps.clock()).toISOString();
    await changeMode(sql, groupId, settings, 'free', at);
    await postSystemMessage({ sql, clock: deps.clock }, groupId, 'mode_changed', { mode: 'free' });
    await recordGroupEvent(sql, { groupId, actorId: viewer.user.user_id, action: 'chat.stop_lecturing', targetKind: 'chat', at });
  });
}

export async function setRateLimit(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, perMinute: number, actorId: string): Promise<void> {
  await deps.sql.tx(async (sql) => {
    await setChatRateLimit(sql, groupId, perMinute);
    await recordGroupEvent(sql, {
      groupId, actorId, action: 'settings.update', targetKind: 'chat', details: { chat_rate_limit: perMinute }, at: new Date(deps.clock()).toISOString(),
    });
    chatStateChanged(sql, groupId);
  });
}

/** PUT /chat/?announcement= (admin): pinned for everyone, '' clears; posts an announcement event. */
export async function setAnnouncement(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, text: string, actorId: string): Promise<void> {
  const announcement = text.trim();
  await deps.sql.tx(async (sql) => {
    chatStateChanged(sql, groupId);
    if ((await settingsOf(sql, groupId)).chat_announcement === announcement) return;
    await setChatAnnouncement(sql, groupId, announcement);
    await postSystemMessage({ sql, clock: deps.clock }, groupId, 'announcement', { text: announcement });
    await recordGroupEvent(sql, {
      groupId, actorId, action: 'chat.announcement', targetKind: 'chat', details: { announcement }, at: new Date(deps.clock()).toISOString(),
    });
  });
}

export async function setSubscribed(deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, viewer: Viewer, on: boolean): Promise<void> {
  await setChatSubscribed(deps.sql, groupId, viewer.user.user_id, on, new Date(deps.clock()).toISOString());
}

// ---- system events ----

/**
 * Posts a system event to the group channel. Call it inside the transaction that makes the event true
 * (the payment, the join, the mode change): the row commits with it, and the hub sends it after the commit.
 */
export async function postSystemMessage(
  deps: { sql: Sql; clock: Clock }, groupId: string, event: ChatSystemEvent, data: Record<string, string>,
): Promise<number> {
  const seq = await insertChatMessage(deps.sql, systemMessage(deps.clock(), groupId, event, data));
  messagesAfterCommit(deps.sql, groupId);
  return seq;
}

function systemMessage(nowMs: number, groupId: string, event: ChatSystemEvent, data: Record<string, string>) {
  return {
    message_id: randomUUID(), group_id: groupId, channel: CHAT_GROUP_CHANNEL, stream_id: null, user_id: null,
    kind: 'system' as const, text: '', attachment_id: null, reply_to_seq: null, system_event: event,
    system_data: JSON.stringify(data), client_id: null, created_at: new Date(nowMs).toISOString(), created_ms: nowMs,
  };
}

// ---- the daily job ----

/**
 * Unsubscribes (from chat notifications) every member whose latest chat activity — a message sent, a socket
 * signed in, a subscribe — or else their joining is older than their group's chat_inactive_days.
 */
export async function unsubscribeInactive(sql: Sql, nowMs: number): Promise<number> {
  let count = 0;
  for (const member of await listChatSubscribers(sql)) {
    if (nowMs - utcMs(member.last_active_at) <= member.chat_inactive_days * DAY_MS) continue;
    if (await unsubscribeChatMember(sql, member.group_id, member.user_id, member.last_active_at)) count += 1;
  }
  return count;
}

/** A stored time in milliseconds: ISO 8601, or SQLite's 'YYYY-MM-DD HH:MM:SS' (UTC, as julianday read it). */
function utcMs(text: string): number {
  const sqliteTime = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text);
  return Date.parse(sqliteTime ? `${text.replace(' ', 'T')}Z` : text);
}

export const UNSUBSCRIBE_JOB_INTERVAL_MS = DAY_MS;
