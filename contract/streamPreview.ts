import { object, optional, string, type, type Infer } from './struct';
import { DATE_TIME_MAX_LENGTH, boundedString, boundedText } from './bounds';

// The stream's preview schedule as the admins keep it (issue 14 point 3, admin/setting/stream_prepare):
// POST /stream/previews announces a stream for a time, DELETE /stream/previews/{id} takes one off.
// Paths are relative to /api/groups/{group}. The field rules below are the server's and the form's alike;
// the list itself is GET /stream/previews (contract/stream.ts).

/** A title's length in characters (code points) once trimmed. */
export const STREAM_PREVIEW_TITLE_MAX = 120;
export const STREAM_PREVIEW_DESCRIPTION_MAX = 500;
/** How far ahead a stream may be announced. */
export const STREAM_PREVIEW_AHEAD_MAX_DAYS = 366;
/** Upcoming previews a group may hold at once (announced for a later time, or not announced yet). */
export const STREAM_PREVIEWS_UPCOMING_MAX = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO date-time with its time zone: a time without one would mean the server's own clock. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const characters = (text: string) => Array.from(text).length;

export type StreamPreviewTitleProblem = 'required' | 'too_long';

/** 1 to STREAM_PREVIEW_TITLE_MAX characters once trimmed. */
export function streamPreviewTitleProblem(title: string): StreamPreviewTitleProblem | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'required';
  return characters(trimmed) > STREAM_PREVIEW_TITLE_MAX ? 'too_long' : null;
}

/** At most STREAM_PREVIEW_DESCRIPTION_MAX characters once trimmed; empty is fine. */
export function streamPreviewDescriptionTooLong(description: string): boolean {
  return characters(description.trim()) > STREAM_PREVIEW_DESCRIPTION_MAX;
}

export type StreamPreviewStartProblem = 'format' | 'past' | 'too_far';

/** An ISO date-time with a time zone, after `nowMs` and at most STREAM_PREVIEW_AHEAD_MAX_DAYS ahead. */
export function streamPreviewStartProblem(startsAt: string, nowMs: number): StreamPreviewStartProblem | null {
  const at = Date.parse(startsAt);
  if (!ISO_DATE_TIME.test(startsAt) || isNaN(at)) return 'format';
  if (at <= nowMs) return 'past';
  return at - nowMs > STREAM_PREVIEW_AHEAD_MAX_DAYS * DAY_MS ? 'too_far' : null;
}

/**
 * POST /stream/previews (owner and admins). Lengths are checked after trimming by the rules above, so
 * the struct only bounds what a request may carry. Answer: the new StreamPreview (pending).
 */
export const StreamPreviewCreate = object({
  title: boundedString(1000),
  starts_at: boundedString(DATE_TIME_MAX_LENGTH, 1),
  description: optional(boundedText(4000)),
});
export type StreamPreviewCreate = Infer<typeof StreamPreviewCreate>;

/** DELETE /stream/previews/{id} (owner and admins) → the id taken off the schedule. */
export const StreamPreviewRemoved = type({ preview_id: string() });
export type StreamPreviewRemoved = Infer<typeof StreamPreviewRemoved>;
