import { dayjs } from '../../lib/dates';
import { formatDateTime } from '../../lib/format';
import type { StreamPreview } from '../../../contract/stream';
import {
  STREAM_PREVIEW_AHEAD_MAX_DAYS, STREAM_PREVIEWS_UPCOMING_MAX, streamPreviewDescriptionTooLong, streamPreviewStartProblem,
  streamPreviewTitleProblem, type StreamPreviewCreate,
} from '../../../contract/streamPreview';

// The preview schedule's form (issue 14 point 3, admin/setting/stream_prepare): what it holds as
// typed, the rules it breaks (the server's, contract/streamPreview.ts) and the request it becomes.

export type PreviewDraft = {
  title: string;
  /** Local time, YYYY-MM-DDTHH:mm (the date-time picker's value), or null before one is picked. */
  startsAt: string | null;
  description: string;
};

export type PreviewField = 'title' | 'starts_at' | 'description' | 'schedule';
export type PreviewProblem = 'required' | 'too_long' | 'past' | 'too_far' | 'full';
export type PreviewProblems = Partial<Record<PreviewField, PreviewProblem>>;

export const emptyPreviewDraft = (): PreviewDraft => ({ title: '', startsAt: null, description: '' });

/** The picker's local time as the server takes it: an ISO date-time in UTC. */
export const startsAtIso = (local: string): string => dayjs(local).toISOString();

/** The picker's bounds: from now to STREAM_PREVIEW_AHEAD_MAX_DAYS ahead. */
export const previewTimeLimits = (nowMs: number) => ({ minToday: true, max: nowMs + STREAM_PREVIEW_AHEAD_MAX_DAYS * 24 * 60 * 60 * 1000 });

/** The previews that hold a place on the schedule, as the server counts them: not announced yet, or still to come. */
export function upcomingPreviewCount(previews: readonly Pick<StreamPreview, 'live_at'>[], nowMs: number): number {
  return previews.filter((p) => p.live_at === null || Date.parse(p.live_at) > nowMs).length;
}

/**
 * Every rule the draft breaks, by field: a title of 1–120 characters, a time picked that is ahead
 * of now and at most 366 days away, a description of at most 500, and room on a schedule holding
 * fewer than 20 upcoming previews.
 */
export function previewDraftProblems(draft: PreviewDraft, previews: readonly Pick<StreamPreview, 'live_at'>[], nowMs: number): PreviewProblems {
  const found: PreviewProblems = {};
  const title = streamPreviewTitleProblem(draft.title);
  if (title) found.title = title;
  if (!draft.startsAt || !dayjs(draft.startsAt).isValid()) found.starts_at = 'required';
  else {
    const start = streamPreviewStartProblem(startsAtIso(draft.startsAt), nowMs);
    if (start) found.starts_at = start === 'format' ? 'required' : start;
  }
  if (streamPreviewDescriptionTooLong(draft.description)) found.description = 'too_long';
  if (upcomingPreviewCount(previews, nowMs) >= STREAM_PREVIEWS_UPCOMING_MAX) found.schedule = 'full';
  return found;
}

/** The request for a draft that passes the rules. */
export function previewBody(draft: PreviewDraft): StreamPreviewCreate {
  const description = draft.description.trim();
  const body: StreamPreviewCreate = { title: draft.title.trim(), starts_at: startsAtIso(draft.startsAt!) };
  if (description) body.description = description;
  return body;
}

/** When a preview goes live, in the reader's language and time zone: "Tue, Mar 3, 2026, 07:30 PM", "2026年3月3日(火) 19:30". */
export function formatPreviewTime(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit',
    }).format(new Date(iso));
  } catch {
    return formatDateTime(iso);
  }
}
