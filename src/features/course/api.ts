import { ApiError, type RequestOptions } from '../../lib/http';
import { callApi } from '../../lib/call';
import { isLoggedIn } from '../../lib/session';
import { courseCalls } from '../../../contract/api/course';
import { COURSE_PAGE_SIZE, type Course, type CourseSort } from '../../../contract/course';
import { ErrorCode } from '../../../contract/errors';

// §7 courses, as contract/api/course.ts declares them.

export interface CourseListParams {
  q?: string;
  tag?: string;
  sort?: CourseSort;
  offset: number;
  limit?: number;
}

/** GET /courses/ (§7): a page of published courses and which of them are unfinished. */
export function fetchCourses(group: string, params: CourseListParams, opts: RequestOptions = {}) {
  const query = {
    q: params.q || undefined,
    tag: params.tag || undefined,
    sort: params.sort,
    offset: params.offset,
    limit: params.limit || COURSE_PAGE_SIZE,
  };
  return callApi(group, courseCalls.list, { query }, { silent: true, ...opts });
}

export const fetchCourseTags = (group: string) => callApi(group, courseCalls.tags, {}, { silent: true });

export interface FetchedCourse {
  course: Course;
  /** Read through /open-courses: its messages come from there too. */
  open: boolean;
}

/**
 * A member reads a course through /courses, which also says whether they
 * favoured or paid for it. A guest, or a logged-in person who has not joined
 * (100461), reads a public course through /open-courses (§2: courses/{id} is
 * public); for anything else that answers 100461 too.
 */
export function fetchCourse(group: string, id: string): Promise<FetchedCourse> {
  const open = () => callApi(group, courseCalls.openGet, { params: { id } }, { silent: true }).then((course) => ({ course, open: true }));
  if (!isLoggedIn(group)) return open();
  return callApi(group, courseCalls.get, { params: { id } }, { silent: true }).then(
    (course) => ({ course, open: false }),
    (err: unknown) => {
      if (err instanceof ApiError && err.code === ErrorCode.memberRequired) return open();
      throw err;
    },
  );
}

export const fetchCourseMessages = (group: string, id: string, open: boolean) =>
  callApi(group, open ? courseCalls.openMessages : courseCalls.messages, { params: { id } }, { silent: true });

export const favorCourse = (group: string, id: string, favor: boolean) =>
  callApi(group, favor ? courseCalls.favor : courseCalls.unfavor, { params: { id } });

// A member's progress through a course's lessons (issue 26); saved quietly: a failed save is tried
// again with the next one, and is no reason to interrupt the lesson.
export const fetchCourseProgress = (group: string, id: string) =>
  callApi(group, courseCalls.progress, { params: { id } }, { silent: true });

export const saveLessonPosition = (
  group: string, id: string, message: string, body: { position: number; duration?: number; ended?: boolean },
) => callApi(group, courseCalls.savePosition, { params: { id, message }, body }, { silent: true });

export const markLessonDone = (group: string, id: string, message: string, done: boolean) =>
  callApi(group, courseCalls.markDone, { params: { id, message }, body: { done } });

export const fetchCoursesInProgress = (group: string) => callApi(group, courseCalls.inProgress, {}, { silent: true });
