import type { InfinitePage } from '../../lib/pager';
import { keyedResource } from '../../lib/resource';
import { courseTags, sortMessages } from '../course';
import {
  addCourseMessage,
  createCourse,
  deleteCourse,
  deleteCourseMessage,
  fetchAllCourses,
  fetchDrafts,
  fetchEditableCourse,
  fetchEditableMessages,
  finishCourse as postFinishCourse,
  postCourse,
  reorderCourseMessages,
  updateCourse,
  updateCourseSettings,
  uploadAttachment,
} from './api';
import { COURSE_PAGE_SIZE, type Course, type CourseInput, type CourseMessage, type CourseMessageInput, type CourseSettingsInput } from '../../../contract/course';

/** A course as its editor reads it (drafts too), by id: the editor and the message editor share one request. */
export const editableCourse = keyedResource(fetchEditableCourse);

/**
 * The group's drafts (§4: listed only to lecturer authority), under the key 'draft'. Read fresh
 * each time the list shows: other lecturers' drafts appear there too.
 */
export const courseDrafts = keyedResource<Course[], 'draft'>((group) => fetchDrafts(group).then((page) => page.courses));

/** A course's messages in the order members see them (by index, then created_at), by course id. */
export const editableMessages = keyedResource((group: string, courseId: string) =>
  fetchEditableMessages(group, courseId).then((list) => sortMessages(list)),
);

/** Uploads one file (a poster, a message's media); resolves with the attachment id the course or message names. */
export function uploadFile(group: string, file: File): Promise<string> {
  return uploadAttachment(group, file).then((attachment) => attachment.attachment_id);
}

/**
 * Creates a course (without `id`) or saves an existing one. The saved course replaces the loaded
 * one; when it brought a tag the group did not have, the group's tags (the course feature's,
 * which the list filters by too) are asked for again, so the next form offers it.
 */
export function saveCourse(group: string, id: string | null, input: CourseInput): Promise<Course> {
  return (id ? updateCourse(group, id, input) : createCourse(group, input)).then((saved) => {
    editableCourse.put(group, saved.course_id, saved);
    const known = courseTags.of(group).data;
    if (known && saved.tags.some((name) => !known.some((tag) => tag.name === name))) courseTags.refresh(group);
    return saved;
  });
}

/** What a course call answers replaces the loaded course. */
const keep = (group: string) => (course: Course): Course => {
  editableCourse.put(group, course.course_id, course);
  return course;
};

/** Publishes a draft; resolves with the published course, which replaces the loaded one. */
export const publishCourse = (group: string, id: string): Promise<Course> => setCoursePublished(group, id, true);

/** A page of the admin's course list (admin/course): every course, drafts too, newest first; `q` searches. */
export function loadAllCourses(group: string, q: string, offset: number): Promise<InfinitePage<Course>> {
  return fetchAllCourses(group, q, offset).then((page) => ({ items: page.courses, ended: page.courses.length < COURSE_PAGE_SIZE }));
}

/**
 * Publishes a draft, or takes a published course back to draft (§4; the admin's list). Resolves
 * with the course, which replaces the loaded one.
 */
export function setCoursePublished(group: string, id: string, published: boolean): Promise<Course> {
  return postCourse(group, id, published ? 'publish' : 'draft').then(keep(group));
}

/** Saves what changed of a course's settings (PUT /courses/{id}/settings); resolves with the course. */
export function saveCourseSettings(group: string, id: string, input: CourseSettingsInput): Promise<Course> {
  return updateCourseSettings(group, id, input).then(keep(group));
}

/** Marks a published course finished; resolves with the course, which replaces the loaded one. */
export function finishCourse(group: string, id: string): Promise<Course> {
  return postFinishCourse(group, id).then(keep(group));
}

/** Deletes a course; what the editor held of the group is forgotten, so a deleted course never shows from memory. */
export function removeCourse(group: string, id: string): Promise<void> {
  return deleteCourse(group, id).then(() => {
    editableCourse.clear(group);
    editableMessages.clear(group);
  });
}

/** Adds a message to a course; resolves with it, placed in the loaded messages by its index. */
export function addMessage(group: string, input: CourseMessageInput): Promise<CourseMessage> {
  return addCourseMessage(group, input).then((message) => {
    const list = editableMessages.of(group, input.course_id).data;
    if (list) editableMessages.put(group, input.course_id, sortMessages(list.concat(message)));
    return message;
  });
}

/** Deletes a message; resolves once it is gone from the server and from the loaded messages. */
export function removeMessage(group: string, courseId: string, messageId: string): Promise<void> {
  return deleteCourseMessage(group, courseId, messageId).then(() => {
    const list = editableMessages.of(group, courseId).data;
    if (list) editableMessages.put(group, courseId, list.filter((m) => m.message_id !== messageId));
  });
}

/**
 * Saves a new order of a course's messages. The order shows at once; if the server refuses it,
 * the order before comes back and the promise rejects with the refusal.
 */
export function reorderMessages(group: string, courseId: string, next: CourseMessage[]): Promise<void> {
  const before = editableMessages.of(group, courseId).data;
  editableMessages.put(group, courseId, next);
  return reorderCourseMessages(group, courseId, next.map((m) => m.message_id)).then(
    () => undefined,
    (err: unknown) => {
      if (before) editableMessages.put(group, courseId, before);
      throw err;
    },
  );
}
