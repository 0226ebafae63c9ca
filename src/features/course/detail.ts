// The course page's orchestration (§2 course detail, §6 gates): the course, then its messages,
// favouring, and what stands in front of content the person may not see yet. Apart from model.ts
// because it brings login, joining and the checkout: the group home, which shows the latest
// courses through model.ts, does not load them.
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { ApiError } from '../../lib/http';
import { t } from '../../lib/i18n';
import { routeUrl } from '../../lib/paths';
import { toast } from '../../ui/toast';
import { favorCourse, fetchCourse, fetchCourseMessages } from './api';
import { sortMessages } from './messages';
import { clearCoursePages } from './model';
import { login } from '../auth';
import { purchase } from '../checkout';
import { openJoinDialog } from '../join';
import type { Course, CourseMessage, FavorResult } from '../../../contract/course';
import { ErrorCode } from '../../../contract/errors';

/**
 * Favours or unfavours a course. The pages of the course list seen so far are forgotten, since
 * the favourites (and their counts) changed. Resolves with the server's answer.
 */
export async function setCourseFavored(group: string, id: string, favor: boolean): Promise<FavorResult> {
  const result = await favorCourse(group, id, favor);
  clearCoursePages();
  return result;
}

/** What stands in place of a course's content: logging in, joining the group, or paying for it (§6). */
export type CourseGateReason = 'login' | 'join' | 'pay';

export interface CourseDetailFlow {
  course: ReadonlySignal<Course | null>;
  /** In reading order; null until they arrive. */
  messages: ReadonlySignal<CourseMessage[] | null>;
  /** Why the course could not be shown, when no gate answers it (null: none). */
  error: ReadonlySignal<unknown>;
  gate: ReadonlySignal<CourseGateReason | null>;
  /** Read through /open-courses: not a member, so no favourites and no resume. */
  viaOpen: ReadonlySignal<boolean>;
  /** Loads the course, then its messages. */
  start(): void;
  /** Loads everything again from the start (a retry, or after joining or paying). */
  reload(): void;
  /** Favours or unfavours the course: at once on screen, reconciled with the server's answer. */
  toggleFavor(): void;
  /** The gate's action: logging in, the join dialog or the checkout; the course reloads once in. */
  unlock(): Promise<unknown>;
  /** Ignores every answer still on its way (the flow left the screen). */
  stop(): void;
}

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : 0);

/**
 * §2 course detail: the course, then its messages. Refusals for want of a login or membership
 * become the gate that leads in, and a charged course not yet paid for shows its price instead
 * of asking for its messages.
 */
export function createCourseDetailFlow(group: string, id: string, loggedIn: boolean): CourseDetailFlow {
  const course = signal<Course | null>(null);
  const messages = signal<CourseMessage[] | null>(null);
  const error = signal<unknown>(null);
  const gate = signal<CourseGateReason | null>(null);
  const viaOpen = signal(false);
  // Each load bumps this; an answer to an older load is dropped (a reload, an unmount).
  let generation = 0;
  let favoring = false;

  function load(): void {
    const mine = ++generation;
    batch(() => {
      course.value = null;
      messages.value = null;
      error.value = null;
      gate.value = null;
    });
    const refused = (err: unknown) => {
      if (mine !== generation) return;
      const code = codeOf(err);
      if (code === ErrorCode.memberRequired || code === ErrorCode.loginRequired) gate.value = loggedIn ? 'join' : 'login';
      else error.value = err;
    };
    fetchCourse(group, id).then((fetched) => {
      if (mine !== generation) return;
      const c = fetched.course;
      // A charged course shows its price, not its messages, until it is paid for.
      const unpaid = !!c.charge && !c.paid;
      batch(() => {
        course.value = c;
        viaOpen.value = fetched.open;
        if (unpaid) gate.value = loggedIn ? 'pay' : 'login';
      });
      if (unpaid) return;
      fetchCourseMessages(group, id, fetched.open).then((list) => {
        if (mine === generation) messages.value = sortMessages(list);
      }, refused);
    }, refused);
  }

  function toggleFavor(): void {
    const current = course.value;
    if (!current || favoring) return;
    const next = !current.favored;
    favoring = true;
    course.value = { ...current, favored: next };
    setCourseFavored(group, id, next).then(
      (res) => {
        const c = course.value;
        if (c) course.value = { ...c, favored: res.favored, favorite_count: res.favorite_count };
        favoring = false;
      },
      () => {
        const c = course.value;
        if (c) course.value = { ...c, favored: !next };
        favoring = false;
      },
    );
  }

  function unlock(): Promise<unknown> {
    const mine = generation;
    const reloadIfCurrent = () => {
      if (mine === generation) load();
    };
    const reason = gate.value;
    const c = course.value;
    if (reason === 'login') {
      return login(group, { path: routeUrl('group-courses-id', { group, id }) }).then(
        () => {},
        () => toast(t('auth:login.unavailable'), 'error'),
      );
    }
    if (reason === 'join') return openJoinDialog(group).then((joined) => joined && reloadIfCurrent());
    if (reason === 'pay' && c) {
      // The checkout's default subtitle speaks of membership years; a course is bought once.
      return purchase({ group, productId: c.product_id, quantity: 1, title: t('course:gate.pay'), subtitle: c.title }).then(
        (result) => result === 'success' && reloadIfCurrent(),
      );
    }
    return Promise.resolve();
  }

  return {
    course,
    messages,
    error,
    gate,
    viaOpen,
    start: load,
    reload: load,
    toggleFavor,
    unlock,
    stop() {
      generation++;
    },
  };
}
