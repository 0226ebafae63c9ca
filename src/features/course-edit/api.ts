import { callApi } from '../../lib/call';
import { uploadFile } from '../../lib/callFile';
import { attachmentCalls } from '../../../contract/api/attachment';
import { courseCalls } from '../../../contract/api/course';
import { courseEditCalls } from '../../../contract/api/courseEdit';
import {
  COURSE_PAGE_SIZE,
  type CourseInput,
  type CourseMessageInput,
  type CoursePostAction,
  type CourseSettingsInput,
} from '../../../contract/course';

// Calls of the course editor (§7 courses and course-edit), as contract/api/course.ts and
// courseEdit.ts declare them. The editor shows its own failures next to the form, so they are
// silent (§8 redirects still happen).
const quiet = { silent: true };

export const fetchEditableCourse = (group: string, id: string) => callApi(group, courseCalls.get, { params: { id } }, quiet);

export const createCourse = (group: string, input: CourseInput) => callApi(group, courseEditCalls.create, { body: input }, quiet);

export const updateCourse = (group: string, id: string, input: CourseInput) =>
  callApi(group, courseCalls.update, { params: { id }, body: input }, quiet);

export const updateCourseSettings = (group: string, id: string, input: CourseSettingsInput) =>
  callApi(group, courseCalls.settings, { params: { id }, body: input }, quiet);

/** Publishes a draft, or takes it back to draft. */
export const postCourse = (group: string, id: string, action: CoursePostAction) =>
  callApi(group, courseCalls.post, { params: { id, action } }, quiet);

export const finishCourse = (group: string, id: string) => callApi(group, courseCalls.finish, { params: { id } }, quiet);

export const deleteCourse = (group: string, id: string) => callApi(group, courseEditCalls.removeCourse, { params: { id } }, quiet);

export const fetchEditableMessages = (group: string, id: string) => callApi(group, courseCalls.messages, { params: { id } }, quiet);

export const addCourseMessage = (group: string, input: CourseMessageInput) => callApi(group, courseEditCalls.addMessage, { body: input }, quiet);

export const deleteCourseMessage = (group: string, courseId: string, messageId: string) =>
  callApi(group, courseEditCalls.removeMessage, { params: { courseId, messageId } }, quiet);

export const reorderCourseMessages = (group: string, courseId: string, messageIds: string[]) =>
  callApi(group, courseEditCalls.reorder, { body: { course_id: courseId, message_ids: messageIds } }, quiet);

/** Courses to pick from (album editing): drafts are left out by the server's default. */
export const searchCourses = (group: string, q: string, offset: number, limit: number) =>
  callApi(group, courseCalls.list, { query: { q, offset, limit } }, quiet);

/** One file, multipart `file`; answers the stored attachment (its id goes into the course). */
export const uploadAttachment = (group: string, file: File) => uploadFile(group, attachmentCalls.create, file, {}, quiet);

/** Every course of the group, drafts too, newest first (lecturer authority; the admin's list), optionally searched. */
export const fetchAllCourses = (group: string, q: string, offset: number) =>
  callApi(group, courseCalls.list, { query: { state: 'all', q: q || undefined, offset, limit: COURSE_PAGE_SIZE } }, quiet);

/** Drafts are listed only to lecturer authority (`state=draft`). */
export const fetchDrafts = (group: string) => callApi(group, courseCalls.list, { query: { state: 'draft', offset: 0, limit: 100 } }, quiet);
