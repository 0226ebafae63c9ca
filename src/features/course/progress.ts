// A member's progress through a course's lessons (issue 26), kept on the server: read when the course
// opens, saved while a lesson plays (throttle.ts), marked done by hand. Local first: the page shows a
// saved position or a mark at once, and takes the server's answer when it comes.
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { fetchCourseProgress, markLessonDone, saveLessonPosition } from './api';
import { createPositionSaver, type PositionSaver } from './throttle';
import type { CourseProgress, LessonProgress } from '../../../contract/course';

/** How the player reports: while playing, paused, played to the end, or left (switch, page hidden, gone). */
export type PlayerReport = 'tick' | 'pause' | 'ended' | 'leave';

interface Saved {
  message: string;
  position: number;
  duration: number | null;
  ended: boolean;
}

export interface CourseProgressFlow {
  /** Each lesson's progress by message id. */
  lessons: ReadonlySignal<Record<string, LessonProgress>>;
  lastId: ReadonlySignal<string | null>;
  /** The server's progress arrived (or failed: the course opens at its first lesson then). */
  loaded: ReadonlySignal<boolean>;
  load(): Promise<CourseProgress | null>;
  report(message: string, how: PlayerReport, position: number, duration: number | null): void;
  setDone(message: string, done: boolean): void;
  /** Saves what is waiting; answers that come later are still taken. */
  stop(): void;
}

export function createCourseProgressFlow(group: string, courseId: string): CourseProgressFlow {
  const lessons = signal<Record<string, LessonProgress>>({});
  const lastId = signal<string | null>(null);
  const loaded = signal(false);
  let waiting: Saved | null = null;

  const take = (p: LessonProgress) => {
    lessons.value = { ...lessons.value, [p.message_id]: p };
  };

  const send = (saved: Saved) => {
    if (waiting && waiting.message === saved.message) waiting = null;
    const body: { position: number; duration?: number; ended?: boolean } = { position: Math.max(0, saved.position) };
    if (saved.duration != null && isFinite(saved.duration) && saved.duration > 0) body.duration = saved.duration;
    if (saved.ended) body.ended = true;
    saveLessonPosition(group, courseId, saved.message, body).then(
      take,
      // Quietly: the next save carries a newer position anyway.
      () => {},
    );
  };
  const saver: PositionSaver<Saved> = createPositionSaver(send);

  function report(message: string, how: PlayerReport, position: number, duration: number | null): void {
    if (!isFinite(position) || position < 0) return;
    const saved: Saved = { message, position, duration, ended: how === 'ended' };
    // What waited for another lesson goes first (the ticks of one lesson replace each other).
    if (waiting && waiting.message !== message) saver.flush(waiting);
    const current = lessons.value[message];
    batch(() => {
      lastId.value = message;
      lessons.value = {
        ...lessons.value,
        [message]: { message_id: message, position, done: current ? current.done : false, updated_at: current ? current.updated_at : '' },
      };
    });
    if (how === 'tick') {
      waiting = saved;
      saver.tick(saved);
    } else {
      saver.flush(saved);
    }
  }

  function setDone(message: string, done: boolean): void {
    const before = lessons.value[message];
    take({ message_id: message, position: before ? before.position : 0, done, updated_at: before ? before.updated_at : '' });
    markLessonDone(group, courseId, message, done).then(
      take,
      () => {
        if (before) take(before);
        else {
          const next = { ...lessons.value };
          delete next[message];
          lessons.value = next;
        }
      },
    );
  }

  function load(): Promise<CourseProgress | null> {
    return fetchCourseProgress(group, courseId).then(
      (progress) => {
        const byId: Record<string, LessonProgress> = {};
        for (const p of progress.lessons) byId[p.message_id] = p;
        batch(() => {
          // What was saved here meanwhile is newer than the answer.
          lessons.value = { ...byId, ...lessons.value };
          if (lastId.value === null) lastId.value = progress.last_message_id;
          loaded.value = true;
        });
        return progress;
      },
      () => {
        loaded.value = true;
        return null;
      },
    );
  }

  return {
    lessons,
    lastId,
    loaded,
    load,
    report,
    setDone,
    stop() {
      if (waiting) saver.flush(waiting);
      saver.cancel();
    },
  };
}
