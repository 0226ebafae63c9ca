// A course as a curriculum (issue 26): its playable messages, in order, are its lessons. Pure rules
// for the course page: which lesson is which, how long, how far the member is.
import { nextLessonIndex, playerKind, type PlayerKind } from './messages';
import { LESSON_DONE_SHARE, type CourseMessage, type CourseProgress, type LessonProgress } from '../../../contract/course';

export interface Lesson {
  message: CourseMessage;
  kind: PlayerKind;
  /** From 1, in the course's order. */
  number: number;
  /** Seconds; null while unknown (a link, or media the server could not measure). */
  duration: number | null;
}

/** The course's lessons among its messages (already in §5 order). */
export function courseLessons(messages: readonly CourseMessage[]): Lesson[] {
  const lessons: Lesson[] = [];
  for (const message of messages) {
    const kind = playerKind(message);
    if (!kind) continue;
    const duration = message.attachment && message.attachment.duration != null && message.attachment.duration > 0
      ? message.attachment.duration
      : null;
    lessons.push({ message, kind, number: lessons.length + 1, duration });
  }
  return lessons;
}

/**
 * What a lesson is called in the list: its file's name without the extension, or the link it
 * plays, cut to `max` characters.
 */
export function lessonTitle(lesson: Lesson, max = 80): string {
  const { message } = lesson;
  const name = message.attachment ? message.attachment.name.replace(/\.[a-z0-9]{1,5}$/i, '') : message.text.trim();
  return name.length > max ? name.slice(0, max - 1) + '…' : name;
}

/** A media length as m:ss, or h:mm:ss from an hour on ("0:06", "12:30", "1:02:03"). */
export function formatLessonDuration(totalSeconds: number): string {
  const s = isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => (n < 10 ? '0' + n : String(n));
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** The sum of the lessons' known durations, in seconds (0 when none is known). */
export function totalDuration(lessons: readonly Lesson[]): number {
  return lessons.reduce((sum, l) => sum + (l.duration || 0), 0);
}

/** Each lesson's progress by its message id. */
export function progressById(progress: CourseProgress | null): Record<string, LessonProgress> {
  const byId: Record<string, LessonProgress> = {};
  if (progress) for (const p of progress.lessons) byId[p.message_id] = p;
  return byId;
}

export interface ProgressSummary {
  done: number;
  total: number;
  /** Whole percent of the lessons done. */
  percent: number;
}

export function progressSummary(lessons: readonly Lesson[], byId: Record<string, LessonProgress>): ProgressSummary {
  const done = lessons.filter((l) => byId[l.message.message_id] && byId[l.message.message_id]!.done).length;
  return { done, total: lessons.length, percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0 };
}

/** The lesson to open the course at (contract/lessons.ts nextLessonIndex); -1 without lessons. */
export function resumeLessonIndex(lessons: readonly Lesson[], progress: CourseProgress | null): number {
  return nextLessonIndex(
    lessons.map((l) => l.message.message_id),
    progress ? progress.lessons : [],
    progress ? progress.last_message_id : null,
  );
}

/**
 * Where to start a lesson: its saved position, unless it was played as far as counts as done
 * (LESSON_DONE_SHARE): then from the beginning.
 */
export function startPosition(saved: LessonProgress | undefined, duration: number | null): number {
  if (!saved || saved.position <= 0) return 0;
  if (duration != null && saved.position >= duration * LESSON_DONE_SHARE) return 0;
  return saved.position;
}
