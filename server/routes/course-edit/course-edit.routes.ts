import { courseEditCalls } from '../../../contract/api/courseEdit';
import { mountCalls } from '../mount';
import { courseEditHandlers } from './course-edit.handlers';

// The course editor (§7): contract/api/courseEdit.ts says who may call what (lecturer authority, §6).
export const courseEditRoutes = mountCalls(courseEditCalls, {
  create: (c, { body }) => courseEditHandlers.create(c, body),
  removeCourse: (c, { params }) => courseEditHandlers.removeCourse(c, params.id),
  addMessage: (c, { body }) => courseEditHandlers.addMessage(c, body),
  reorder: (c, { body }) => courseEditHandlers.reorder(c, body),
  updateMessage: (c, { params, body }) => courseEditHandlers.updateMessage(c, params.courseId, params.messageId, body),
  removeMessage: (c, { params }) => courseEditHandlers.removeMessage(c, params.courseId, params.messageId),
});
