import { ApiError, groupApi, type RequestOptions } from '../../lib/http';
import { isLoggedIn } from '../../lib/session';
import {
  Course, CourseList, CourseMessageList, CourseTagList, FavorResult, COURSE_PAGE_SIZE, type CourseSort,
} from '../../../contract/course';
import { ErrorCode } from '../../../contract/errors';

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
  return groupApi(group).get('/courses/', CourseList, { silent: true, ...opts, query });
}

export const fetchCourseTags = (group: string) => groupApi(group).get('/course-tags/', CourseTagList, { silent: true });

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
  const path = `/${encodeURIComponent(id)}`;
  const open = () => groupApi(group).get(`/open-courses${path}`, Course, { silent: true }).then((course) => ({ course, open: true }));
  if (!isLoggedIn(group)) return open();
  return groupApi(group)
    .get(`/courses${path}`, Course, { silent: true })
    .then(
      (course) => ({ course, open: false }),
      (err: unknown) => {
        if (err instanceof ApiError && err.code === ErrorCode.memberRequired) return open();
        throw err;
      },
    );
}

export const fetchCourseMessages = (group: string, id: string, open: boolean) =>
  groupApi(group).get(`/${open ? 'open-courses' : 'courses'}/${encodeURIComponent(id)}/messages`, CourseMessageList, { silent: true });

export const favorCourse = (group: string, id: string, favor: boolean) =>
  groupApi(group).post(`/courses/${encodeURIComponent(id)}/${favor ? 'favor' : 'unfavor'}`, {}, FavorResult);
