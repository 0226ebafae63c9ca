import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  COURSE_PAGE_SIZE, Course, CourseList, CourseMessageList, CourseTagList, FavorResult,
  type CourseInput, type CourseListQuery, type CoursePostAction, type CourseSettingsInput,
} from '../../../contract/course';
import type { GroupEnv, ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import type { Db } from '../../db/connection';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import {
  courseViewerOf, coursePaymentRequired, editableCourseOr404, hasPaidFor, optionalCourseViewer, visibleCourseOr404,
  type CourseViewer,
} from './course.access';
import { toCourse, toCourseMessage } from './course.present';
import { mediaLinks } from '../attachment/attachment.links';
import {
  listCourseMessages, listCourses, listCourseTags, setCourseFavorite, setCourseFinished, setCourseState,
  setCourseTags, updateCourse, findCourse, type CourseRow,
} from './course.repo';
import { insertActivitySync } from '../member/member.repo';
import { courseSettingsWrite, courseWriteFrom, syncCourseProduct } from './course.service';
import { recordGroupEventSync } from '../event/event.repo';

const viewerOf = (c: Context<ViewerEnv>) => courseViewerOf(c.var.viewer, c.var.deps.clock());

function reload(c: Context<ViewerEnv>, courseId: string, viewer: CourseViewer): CourseRow {
  return findCourse(c.var.deps.db, c.var.group.group_id, courseId, viewer.userId)!;
}

function sendMessages(c: Context, db: Db, row: CourseRow, viewer: CourseViewer | null) {
  if (!hasPaidFor(row, viewer)) {
    if (!viewer) throw apiErrors.loginRequired();
    throw coursePaymentRequired();
  }
  const media = mediaLinks(c.var.deps);
  return sendData(c, CourseMessageList, listCourseMessages(db, row.course_id).map((message) => toCourseMessage(message, media)));
}

export const courseHandlers = {
  list(c: Context<ViewerEnv>, query: CourseListQuery) {
    const viewer = viewerOf(c);
    const state = query.state ?? 'published';
    if (state !== 'published' && !viewer.staff) throw apiErrors.forbidden('drafts are for lecturers');
    const q = (query.q ?? '').trim();
    const rows = listCourses(c.var.deps.db, c.var.group.group_id, {
      state,
      q,
      tag: (query.tag ?? '').trim(),
      // A search ranks by relevance unless a sort is asked for.
      sort: query.sort ?? (q ? 'relevance' : 'newest'),
      offset: query.offset ?? 0,
      limit: query.limit ?? COURSE_PAGE_SIZE,
    }, viewer.userId);
    const media = mediaLinks(c.var.deps);
    return sendData(c, CourseList, {
      courses: rows.map((row) => toCourse(row, viewer, media)),
      unfinished: rows.filter((row) => row.finished_at === null).map((row) => row.course_id),
    });
  },

  tags(c: Context<ViewerEnv>) {
    return sendData(c, CourseTagList, listCourseTags(c.var.deps.db, c.var.group.group_id));
  },

  get(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    return sendData(c, Course, toCourse(visibleCourseOr404(c.var.deps.db, c.var.group.group_id, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  messages(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    return sendMessages(c, c.var.deps.db, visibleCourseOr404(c.var.deps.db, c.var.group.group_id, courseId, viewer), viewer);
  },

  /** /open-courses/{id}: public courses for anyone, no login; others answer 100461 (join first). */
  openGet(c: Context<GroupEnv>, courseId: string) {
    const viewer = optionalCourseViewer(c);
    return sendData(c, Course, toCourse(openCourseOr404(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  openMessages(c: Context<GroupEnv>, courseId: string) {
    const viewer = optionalCourseViewer(c);
    return sendMessages(c, c.var.deps.db, openCourseOr404(c, courseId, viewer), viewer);
  },

  finish(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const { db } = c.var.deps;
    const row = editableCourseOr404(db, c.var.group.group_id, courseId, viewer.userId);
    if (row.state !== 'published') throw apiErrors.rejected('only a published course can be finished');
    if (row.finished_at !== null) throw apiErrors.rejected('the course is already finished');
    db.transaction(() => {
      setCourseFinished(db, courseId, nowIso(c.var.deps.clock));
      recordCourseActivity(c, 'course_finished', row);
    })();
    return sendData(c, Course, toCourse(reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  update(c: Context<ViewerEnv>, courseId: string, input: CourseInput) {
    const viewer = viewerOf(c);
    const { db, clock } = c.var.deps;
    const row = editableCourseOr404(db, c.var.group.group_id, courseId, viewer.userId);
    const { write, tags } = courseWriteFrom(db, c.var.group.group_id, input, row);
    db.transaction(() => {
      updateCourse(db, courseId, write, nowIso(clock));
      if (tags) setCourseTags(db, courseId, tags);
      syncCourseProduct(db, c.var.group.group_id, courseId, write, nowIso(clock));
    })();
    return sendData(c, Course, toCourse(reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  /** Recorded as a group event (issue 14): what was sent, beside the course's title. */
  settings(c: Context<ViewerEnv>, courseId: string, input: CourseSettingsInput) {
    if (Object.keys(input).length === 0) throw apiErrors.validation('body has no settings to change');
    const viewer = viewerOf(c);
    const { db, clock } = c.var.deps;
    db.transaction(() => {
      const row = editableCourseOr404(db, c.var.group.group_id, courseId, viewer.userId);
      const write = courseSettingsWrite(db, row, input);
      const now = nowIso(clock);
      updateCourse(db, courseId, write, now);
      if (input.charge !== undefined) syncCourseProduct(db, c.var.group.group_id, courseId, write, now);
      const charge = input.charge && { asset_id: write.charge_asset_id, amount: write.charge_amount };
      recordCourseEvent(c, 'course.settings', row, { ...input, ...(charge && { charge }) });
    }).immediate();
    return sendData(c, Course, toCourse(reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  /**
   * POST /courses/{id}/post/publish makes a draft visible; /post/draft takes it back. The state is
   * read again inside the transaction that moves it and records the event (issue 14).
   */
  post(c: Context<ViewerEnv>, courseId: string, action: CoursePostAction) {
    const viewer = viewerOf(c);
    const { db, clock } = c.var.deps;
    const target = action === 'publish' ? 'published' : 'draft';
    db.transaction(() => {
      const row = editableCourseOr404(db, c.var.group.group_id, courseId, viewer.userId);
      if (row.state === target) throw apiErrors.rejected(`the course is already ${target}`);
      setCourseState(db, courseId, target, nowIso(clock));
      recordCourseEvent(c, action === 'publish' ? 'course.publish' : 'course.unpublish', row, {});
    }).immediate();
    return sendData(c, Course, toCourse(reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  favor(c: Context<ViewerEnv>, courseId: string, favored: boolean) {
    const viewer = viewerOf(c);
    const { db, clock } = c.var.deps;
    const course = visibleCourseOr404(db, c.var.group.group_id, courseId, viewer);
    // A new favourite shows in the member's activities (GET /users/members/{id}/activities).
    if (setCourseFavorite(db, courseId, viewer.userId, favored, nowIso(clock)) && favored) {
      recordCourseActivity(c, 'course_favored', course);
    }
    const row = reload(c, courseId, viewer);
    return sendData(c, FavorResult, { favored: row.favored === 1, favorite_count: row.favorite_count });
  },
};

function recordCourseEvent(
  c: Context<ViewerEnv>, action: 'course.publish' | 'course.unpublish' | 'course.settings', course: CourseRow, details: Record<string, unknown>,
): void {
  recordGroupEventSync(c.var.deps.db, {
    groupId: c.var.group.group_id, actorId: c.var.viewer.user.user_id, action, targetKind: 'course', targetId: course.course_id,
    details: { title: course.title, ...details }, at: nowIso(c.var.deps.clock),
  });
}

function recordCourseActivity(c: Context<ViewerEnv>, kind: 'course_favored' | 'course_finished', course: CourseRow): void {
  insertActivitySync(c.var.deps.db, {
    activity_id: randomUUID(), group_id: c.var.group.group_id, user_id: c.var.viewer.user.user_id, kind,
    subject_id: course.course_id, subject_title: course.title, created_at: nowIso(c.var.deps.clock),
  });
}

function openCourseOr404(c: Context<GroupEnv>, courseId: string, viewer: CourseViewer | null): CourseRow {
  const row = findCourse(c.var.deps.db, c.var.group.group_id, courseId, viewer ? viewer.userId : null);
  if (!row || row.state === 'draft') throw apiErrors.notFound();
  if (row.public !== 1 && !(viewer && (viewer.member || viewer.staff))) throw apiErrors.memberRequired();
  return row;
}
