import type { Context } from 'hono';
import { CourseInProgressList, CourseProgress, LessonProgress, type LessonPositionInput } from '../../../contract/course';
import type { ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import { sendData } from '../../lib/envelope';
import { mediaLinks } from '../attachment/attachment.links';
import { courseViewerOf } from './course.access';
import {
  coursesInProgress, markCourseLesson, readCourseProgress, saveCoursePosition, watchableCourseOr404,
} from './course.progress.service';

// Each member's progress through a course's lessons (issue 26): only in courses the caller may watch.

const viewerOf = (c: Context<ViewerEnv>) => courseViewerOf(c.var.viewer, c.var.deps.clock());
const whereOf = (c: Context<ViewerEnv>) => ({ groupId: c.var.group.group_id, now: nowIso(c.var.deps.clock) });

export const courseProgressHandlers = {
  async read(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const course = await watchableCourseOr404(c.var.deps.sql, c.var.group.group_id, courseId, viewer);
    return sendData(c, CourseProgress, await readCourseProgress(c.var.deps.sql, viewer, course));
  },

  async savePosition(c: Context<ViewerEnv>, courseId: string, messageId: string, input: LessonPositionInput) {
    const viewer = viewerOf(c);
    const course = await watchableCourseOr404(c.var.deps.sql, c.var.group.group_id, courseId, viewer);
    return sendData(c, LessonProgress, await saveCoursePosition(c.var.deps.sql, viewer, course, messageId, input, whereOf(c)));
  },

  async markDone(c: Context<ViewerEnv>, courseId: string, messageId: string, done: boolean) {
    const viewer = viewerOf(c);
    const course = await watchableCourseOr404(c.var.deps.sql, c.var.group.group_id, courseId, viewer);
    return sendData(c, LessonProgress, await markCourseLesson(c.var.deps.sql, viewer, course, messageId, done, whereOf(c)));
  },

  async inProgress(c: Context<ViewerEnv>) {
    const list = await coursesInProgress(c.var.deps.sql, c.var.group.group_id, viewerOf(c), mediaLinks(c.var.deps));
    return sendData(c, CourseInProgressList, list);
  },
};
