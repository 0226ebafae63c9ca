import {
  array, boolean, enums, nullable, number, optional, pattern, string, type, type Infer,
} from './struct';
import { AmountText } from './amount';
import { ID_MAX_LENGTH, boundedString, boundedText } from './bounds';
import { StreamOrientation } from './group';

// Shapes shared by the client (validating responses) and the reference server (building them).
// All paths are relative to /api/groups/{group}.

/**
 * A stream's life: `living` after POST /stream/start, `stopped` after POST /stream/stop. A stopped stream
 * is never resumed (§4): the next start creates a new stream with a new stream_id (and, when charged, a new
 * product, so earlier payers pay again).
 */
export const StreamState = enums(['living', 'stopped']);
export type StreamState = Infer<typeof StreamState>;

/** A decimal-string price in one asset (the checkout converts it per channel). */
export const StreamPrice = type({ asset_id: string(), amount: string() });
export type StreamPrice = Infer<typeof StreamPrice>;

/**
 * GET /stream/info → `StreamInfo | null` (null: the group has never streamed). Public (guests may read it:
 * the spotlight and the stream page need it).
 */
export const StreamInfo = type({
  stream_id: string(),
  title: string(),
  state: StreamState,
  /** True whenever the stream is not live (stopped). The §4 group status says 'streaming' only when false. */
  disabled: boolean(),
  /** Public: any signed-in user may watch. Not public: members only (staff always). */
  public: boolean(),
  /** Paid: viewers (except staff) need a PAID order for `product_id`. */
  paid: boolean(),
  /** The checkout product of this stream when paid (`purchase(product_id)`); null when free. */
  product_id: nullable(string()),
  price: nullable(StreamPrice),
  started_at: string(),
  stopped_at: nullable(string()),
  /** The picture's shape, as the admins set it when the stream started; the reference server always sends it. */
  orientation: optional(StreamOrientation),
  /** Whether the caller may fetch GET /stream/urls right now (false for guests). */
  viewer_can_watch: boolean(),
  /** Whether the caller has paid for this stream (always false for free streams and guests). */
  viewer_paid: boolean(),
});
export type StreamInfo = Infer<typeof StreamInfo>;
export const StreamInfoOrNull = nullable(StreamInfo);

/** Video qualities a stream can offer (§9). */
export const STREAM_QUALITIES = ['480p', '720p', 'HD'] as const;
export const StreamQuality = enums(STREAM_QUALITIES);
export type StreamQuality = Infer<typeof StreamQuality>;

/**
 * GET /stream/urls → HLS playlist URLs of the live stream. Needs login; membership unless the stream is
 * public; a PAID order when paid (staff exempt). 404 when no stream is living.
 * `hls` is the default (adaptive) playlist; `qualities` the per-quality playlists.
 */
export const StreamUrls = type({
  stream_id: string(),
  hls: string(),
  qualities: array(type({ quality: StreamQuality, url: string() })),
});
export type StreamUrls = Infer<typeof StreamUrls>;

/** Streaming preview state (§4): pending (announced), living (its stream is on now). */
export const StreamPreviewState = enums(['pending', 'living']);
export const StreamPreview = type({
  preview_id: string(),
  title: string(),
  description: string(),
  cover_url: string(),
  state: StreamPreviewState,
  /** When it goes live (ISO); null when not announced yet. */
  live_at: nullable(string()),
});
export type StreamPreview = Infer<typeof StreamPreview>;
/** GET /stream/previews (public): upcoming first, by live_at. */
export const StreamPreviewList = array(StreamPreview);

/** GET /stream/publish_url (admin) → the push URL for the streaming software, valid 5 minutes (§9). */
export const StreamPublishUrl = type({
  url: string(),
  /** ISO time the URL stops working (issued + 300 s). */
  expires_at: string(),
  /** Seconds of validity at issue time (300). */
  valid_seconds: number(),
});
export type StreamPublishUrl = Infer<typeof StreamPublishUrl>;
export const STREAM_PUBLISH_URL_VALID_SECONDS = 300;

/**
 * POST /stream/start body (admin). Refused (100409) in lecture mode and while a stream is living.
 * `price` null or absent → free. Answer: the new StreamInfo.
 */
export const StreamStartRequest = type({
  title: optional(boundedString(100)),
  public: optional(boolean()),
  price: optional(nullable(type({ asset_id: boundedString(ID_MAX_LENGTH), amount: AmountText }))),
});
export type StreamStartRequest = Infer<typeof StreamStartRequest>;

/** POST /stream/stop (admin, no body) → the stopped StreamInfo. POST /stream/notify (admin) → how many were told. */
export const StreamNotifyResult = type({ notified: number() });
export type StreamNotifyResult = Infer<typeof StreamNotifyResult>;

/**
 * POST /stream/messages/create body; text 1–500 characters after trimming (the handler trims, so the
 * struct leaves room for surrounding whitespace).
 */
export const StreamMessageCreate = type({
  text: boundedText(2000),
  /** Issue 12: the sender's idempotency key (a uuid; the same key again answers the first message). */
  client_id: optional(pattern(boundedString(36, 36), /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)),
});
export type StreamMessageCreate = Infer<typeof StreamMessageCreate>;
export const STREAM_MESSAGE_MAX_LENGTH = 500;

export const StreamMessage = type({
  message_id: string(),
  stream_id: string(),
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  text: string(),
  created_at: string(),
  /** Issue 12: stream messages live in the chat store, channel `stream:<stream_id>`; seq as in ChatMessage. */
  seq: optional(number()),
});
export type StreamMessage = Infer<typeof StreamMessage>;
/** GET /stream/messages?limit&before (same access as /stream/urls): newest first, `before` = created_at. */
export const StreamMessagePage = type({ messages: array(StreamMessage), has_more: boolean() });
export type StreamMessagePage = Infer<typeof StreamMessagePage>;
