// The course editor's calls (spec §7 course-edit): creating and deleting courses and keeping their
// messages, all for lecturer authority (the owner, admins and lecturers) on courses they may edit.
import { Course, CourseInput, CourseMessage, CourseMessageInput, CourseMessageList, CourseMessageReorder, CourseMessageUpdate } from '../course';
import { call } from './call';

export const courseEditCalls = {
  create: call({ method: 'POST', path: '/course-edit/', access: 'lecturer', summary: "A new course, a draft by the caller; answers it", body: CourseInput, response: Course }),
  removeCourse: call({ method: 'DELETE', path: '/course-edit/course/:id', access: 'lecturer', summary: 'Deletes a course the caller may edit; answers it as it was', response: Course }),
  addMessage: call({ method: 'POST', path: '/course-edit/message', access: 'lecturer', summary: "Adds a message (text, or an attachment fitting its category) at the end of a course", body: CourseMessageInput, response: CourseMessage }),
  reorder: call({ method: 'PUT', path: '/course-edit/message-reorder', access: 'lecturer', summary: "Puts a course's messages in a new order (every one named once); answers them in it", body: CourseMessageReorder, response: CourseMessageList }),
  updateMessage: call({ method: 'POST', path: '/course-edit/message/:courseId/:messageId', access: 'lecturer', summary: "Changes a message's text or attachment (its category stays)", body: CourseMessageUpdate, response: CourseMessage }),
  removeMessage: call({ method: 'DELETE', path: '/course-edit/message/:courseId/:messageId', access: 'lecturer', summary: 'Deletes a message from a course; answers it as it was', response: CourseMessage }),
};
