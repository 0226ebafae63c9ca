import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  COURSE_PAGE_SIZE, Course, CourseList, CourseMessageList, CourseTagList, FavorResult,
  type CourseInput, type CourseListQuery, type CoursePostAction, type CourseSettingsInput,
} from '../../../contract/course';
import type { GroupEnv, ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import type { Sql } from '../../db/sql';
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
import { insertActivity } from '../member/member.repo';
import { courseSettingsWrite, courseWriteFrom, syncCourseProduct } from './course.service';
import { recordGroupEvent } from '../event/event.repo';

const viewerOf = (c: Context<ViewerEnv>) => courseViewerOf(c.var.viewer, c.var.deps.clock());

async function reload(c: Context<ViewerEnv>, courseId: string, viewer: CourseViewer): Promise<CourseRow> {
  return (await findCourse(c.var.deps.sql, c.var.group.group_id, courseId, viewer.userId))!;
}

async function sendMessages(c: Context, sql: Sql, row: CourseRow, viewer: CourseViewer | null) {
  if (!hasPaidFor(row, viewer)) {
    if (!viewer) throw apiErrors.loginRequired();
    throw coursePaymentRequired();
  }
  const media = mediaLinks(c.var.deps);
  return sendData(c, CourseMessageList, (await listCourseMessages(sql, row.course_id)).map((message) => toCourseMessage(message, media)));
}

export const courseHandlers = {
  async list(c: Context<ViewerEnv>, query: CourseListQuery) {
    const viewer = viewerOf(c);
    const state = query.state ?? 'published';
    if (state !== 'published' && !viewer.staff) throw apiErrors.forbidden('drafts are for lecturers');
    const q = (query.q ?? '').trim();
    const rows = await listCourses(c.var.deps.sql, c.var.group.group_id, {
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

  async tags(c: Context<ViewerEnv>) {
    return sendData(c, CourseTagList, await listCourseTags(c.var.deps.sql, c.var.group.group_id));
  },

  async get(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const row = await visibleCourseOr404(c.var.deps.sql, c.var.group.group_id, courseId, viewer);
    return sendData(c, Course, toCourse(row, viewer, mediaLinks(c.var.deps)));
  },

  async messages(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const { sql } = c.var.deps;
    return sendMessages(c, sql, await visibleCourseOr404(sql, c.var.group.group_id, courseId, viewer), viewer);
  },

  /** /open-courses/{id}: public courses for anyone, no login; others answer 100461 (join first). */
  async openGet(c: Context<GroupEnv>, courseId: string) {
    const viewer = await optionalCourseViewer(c);
    return sendData(c, Course, toCourse(await openCourseOr404(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  async openMessages(c: Context<GroupEnv>, courseId: string) {
    const viewer = await optionalCourseViewer(c);
    return sendMessages(c, c.var.deps.sql, await openCourseOr404(c, courseId, viewer), viewer);
  },

  async finish(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const { sql } = c.var.deps;
    const row = await editableCourseOr404(sql, c.var.group.group_id, courseId, viewer.userId);
    if (row.state !== 'published') throw apiErrors.rejected('only a published course can be finished');
    if (row.finished_at !== null) throw apiErrors.rejected('the course is already finished');
    await sql.tx(async (t) => {
      await setCourseFinished(t, courseId, nowIso(c.var.deps.clock));
      await recordCourseActivity(c, t, 'course_finished', row);
    });
    return sendData(c, Course, toCourse(await reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  async update(c: Context<ViewerEnv>, courseId: string, input: CourseInput) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const row = await editableCourseOr404(sql, c.var.group.group_id, courseId, viewer.userId);
    const { write, tags } = await courseWriteFrom(sql, c.var.group.group_id, input, row);
    await sql.tx(async (t) => {
      await updateCourse(t, courseId, write, nowIso(clock));
      if (tags) await setCourseTags(t, courseId, tags);
      await syncCourseProduct(t, c.var.group.group_id, courseId, write, nowIso(clock));
    });
    return sendData(c, Course, toCourse(await reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  /** Recorded as a group event (issue 14): what was sent, beside the course's title. */
  async settings(c: Context<ViewerEnv>, courseId: string, input: CourseSettingsInput) {
    if (Object.keys(input).length === 0) throw apiErrors.validation('body has no settings to change');
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    await sql.tx(async (t) => {
      const row = await editableCourseOr404(t, c.var.group.group_id, courseId, viewer.userId);
      const write = await courseSettingsWrite(t, row, input);
      const now = nowIso(clock);
      await updateCourse(t, courseId, write, now);
      if (input.charge !== undefined) await syncCourseProduct(t, c.var.group.group_id, courseId, write, now);
      const charge = input.charge && { asset_id: write.charge_asset_id, amount: write.charge_amount };
      await recordCourseEvent(c, t, 'course.settings', row, { ...input, ...(charge && { charge }) });
    });
    return sendData(c, Course, toCourse(await reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  /**
   * POST /courses/{id}/post/publish makes a draft visible; /post/draft takes it back. The state is
   * read again inside the transaction that moves it and records the event (issue 14).
   */
  async post(c: Context<ViewerEnv>, courseId: string, action: CoursePostAction) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const target = action === 'publish' ? 'published' : 'draft';
    await sql.tx(async (t) => {
      const row = await editableCourseOr404(t, c.var.group.group_id, courseId, viewer.userId);
      if (row.state === target) throw apiErrors.rejected(`the course is already ${target}`);
      await setCourseState(t, courseId, target, nowIso(clock));
      await recordCourseEvent(c, t, action === 'publish' ? 'course.publish' : 'course.unpublish', row, {});
    });
    return sendData(c, Course, toCourse(await reload(c, courseId, viewer), viewer, mediaLinks(c.var.deps)));
  },

  async favor(c: Context<ViewerEnv>, courseId: string, favored: boolean) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const course = await visibleCourseOr404(sql, c.var.group.group_id, courseId, viewer);
    // A new favourite shows in the member's activities (GET /users/members/{id}/activities).
    if (await setCourseFavorite(sql, courseId, viewer.userId, favored, nowIso(clock)) && favored) {
      await recordCourseActivity(c, sql, 'course_favored', course);
    }
    const row = await reload(c, courseId, viewer);
    return sendData(c, FavorResult, { favored: row.favored === 1, favorite_count: row.favorite_count });
  },
};

async function recordCourseEvent(
  c: Context<ViewerEnv>, sql: Sql, action: 'course.publish' | 'course.unpublish' | 'course.settings', course: CourseRow, details: Record<string, unknown>,
): Promise<void> {
  await recordGroupEvent(sql, {
    groupId: c.var.group.group_id, actorId: c.var.viewer.user.user_id, action, targetKind: 'course', targetId: course.course_id,
    details: { title: course.title, ...details }, at: nowIso(c.var.deps.clock),
  });
}

async function recordCourseActivity(c: Context<ViewerEnv>, sql: Sql, kind: 'course_favored' | 'course_finished', course: CourseRow): Promise<void> {
  await insertActivity(sql, {
    activity_id: randomUUID(), group_id: c.var.group.group_id, user_id: c.var.viewer.user.user_id, kind,
    subject_id: course.course_id, subject_title: course.title, created_at: nowIso(c.var.deps.clock),
  });
}

async function openCourseOr404(c: Context<GroupEnv>, courseId: string, viewer: CourseViewer | null): Promise<CourseRow> {
  const row = await findCourse(c.var.deps.sql, c.var.group.group_id, courseId, viewer ? viewer.userId : null);
  if (!row || row.state === 'draft') throw apiErrors.notFound();
  if (row.public !== 1 && !(viewer && (viewer.member || viewer.staff))) throw apiErrors.memberRequired();
  return row;
}
