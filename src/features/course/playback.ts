import { persisted } from '../../lib/storage';

// Playback habits (§7 persisted "course speed"; resume where a member left off).

/** §9 says speed options exist without naming them; these are ours. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** §9 video qualities, best first as the picker lists them. */
export const QUALITIES = ['HD', '720p', '480p'] as const;
export type Quality = (typeof QUALITIES)[number];

export function isSpeed(value: unknown): value is number {
  return typeof value === 'number' && (SPEEDS as readonly number[]).indexOf(value) >= 0;
}

// Positions are kept for this many media at most, the oldest dropped first, so storage stays small.
const MAX_POSITIONS = 200;
/** Closer than this to either end, the next play starts from the beginning. */
export const RESUME_MARGIN_S = 5;

interface Position {
  at: number;
  /** When it was saved, to drop the oldest first. */
  saved: number;
}

const positions = persisted<Record<string, Position>>('course.positions', {});

export function positionKey(group: string, courseId: string, messageId: string): string {
  return `${group}:${courseId}:${messageId}`;
}

/** Where to start: the saved second, unless it is too near the start or the end to be worth resuming. */
export function resumeAt(key: string, duration: number): number {
  const saved = positions.value[key];
  if (!saved || saved.at < RESUME_MARGIN_S) return 0;
  if (duration > 0 && isFinite(duration) && saved.at > duration - RESUME_MARGIN_S) return 0;
  return saved.at;
}

export function savePosition(key: string, at: number, now: number = Date.now()): void {
  const next: Record<string, Position> = { ...positions.value, [key]: { at: Math.floor(at), saved: now } };
  const keys = Object.keys(next);
  if (keys.length > MAX_POSITIONS) {
    keys.sort((a, b) => next[a].saved - next[b].saved);
    keys.slice(0, keys.length - MAX_POSITIONS).forEach((k) => delete next[k]);
  }
  positions.value = next;
}

export function forgetPosition(key: string): void {
  if (!positions.value[key]) return;
  const next = { ...positions.value };
  delete next[key];
  positions.value = next;
}
