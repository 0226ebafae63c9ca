import { unknown } from 'superstruct';
import { groupApi } from '../../lib/http';
import { Attachment } from '../../../contract/attachment';
import {
  COURSE_PAGE_SIZE,
  Course,
  CourseList,
  CourseMessage,
  CourseMessageList,
  type CourseInput,
  type CourseMessageInput,
  type CoursePostAction,
  type CourseSettingsInput,
} from '../../../contract/course';

// Calls of the course editor (§7 courses and course-edit). The editor shows
// its own failures next to the form, so they are silent (§8 redirects still happen).
const quiet = { silent: true };

export const fetchEditableCourse = (group: string, id: string) =>
  groupApi(group).get(`/courses/${encodeURIComponent(id)}`, Course, quiet);


export const createCourse = (group: string, input: CourseInput) =>
  groupApi(group).post('/course-edit/', input, Course, quiet);

export const updateCourse = (group: string, id: string, input: CourseInput) =>
  groupApi(group).put(`/courses/${encodeURIComponent(id)}`, input, Course, quiet);

export const updateCourseSettings = (group: string, id: string, input: CourseSettingsInput) =>
  groupApi(group).put(`/courses/${encodeURIComponent(id)}/settings`, input, Course, quiet);

/** Publishes a draft, or takes it back to draft. */
export const postCourse = (group: string, id: string, action: CoursePostAction) =>
  groupApi(group).post(`/courses/${encodeURIComponent(id)}/post/${action}`, {}, Course, quiet);

export const finishCourse = (group: string, id: string) =>
  groupApi(group).post(`/courses/${encodeURIComponent(id)}/finish`, {}, Course, quiet);

export const deleteCourse = (group: string, id: string) =>
  groupApi(group).del(`/course-edit/course/${encodeURIComponent(id)}`, unknown(), quiet);

export const fetchEditableMessages = (group: string, id: string) =>
  groupApi(group).get(`/courses/${encodeURIComponent(id)}/messages`, CourseMessageList, quiet);

export const addCourseMessage = (group: string, input: CourseMessageInput) =>
  groupApi(group).post('/course-edit/message', input, CourseMessage, quiet);

export const deleteCourseMessage = (group: string, courseId: string, messageId: string) =>
  groupApi(group).del(`/course-edit/message/${encodeURIComponent(courseId)}/${encodeURIComponent(messageId)}`, unknown(), quiet);

export const reorderCourseMessages = (group: string, courseId: string, messageIds: string[]) =>
  groupApi(group).put('/course-edit/message-reorder', { course_id: courseId, message_ids: messageIds }, unknown(), quiet);

/** Courses to pick from (album editing): drafts are left out by the server's default. */
export const searchCourses = (group: string, q: string, offset: number, limit: number) =>
  groupApi(group).get('/courses/', CourseList, { ...quiet, query: { q, offset, limit } });

/** One file, multipart `file`; answers the stored attachment (its id goes into the course). */
export function uploadAttachment(group: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return groupApi(group).post('/attachments/create', body, Attachment, quiet);
}

/** Every course of the group, drafts too, newest first (lecturer authority; the admin's list), optionally searched. */
export const fetchAllCourses = (group: string, q: string, offset: number) =>
  groupApi(group).get('/courses/', CourseList, { ...quiet, query: { state: 'all', q: q || undefined, offset, limit: COURSE_PAGE_SIZE } });

/** Drafts are listed only to lecturer authority (`state=draft`). */
export const fetchDrafts = (group: string) =>
  groupApi(group).get('/courses/', CourseList, { ...quiet, query: { state: 'draft', offset: 0, limit: 100 } });
