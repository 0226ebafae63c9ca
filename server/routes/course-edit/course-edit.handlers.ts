import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { IMAGE_MIME_TYPES } from '../../../contract/attachment';
import {
  Course, CourseMessage, CourseMessageList,
  type CourseInput, type CourseMessageCategory, type CourseMessageInput, type CourseMessageReorder,
  type CourseMessageUpdate,
} from '../../../contract/course';
import type { ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findAttachment } from '../attachment/attachment.repo';
import { courseViewerOf, editableCourseOr404 } from '../course/course.access';
import { toCourse, toCourseMessage } from '../course/course.present';
import { mediaLinks } from '../attachment/attachment.links';
import {
  deleteCourse, deleteCourseMessage, findCourse, findCourseMessage, insertCourse, insertCourseMessage,
  listCourseMessages, nextMessageIndex, setCourseMessageIndex, setCourseTags, touchCourse, updateCourseMessage,
} from '../course/course.repo';
import { courseWriteFrom, syncCourseProduct } from '../course/course.service';

/** Which uploads a category takes (§3): the player and viewer rely on it. */
function attachmentFits(category: CourseMessageCategory, mime: string): boolean {
  switch (category) {
    case 'PLAIN_IMAGE': return (IMAGE_MIME_TYPES as readonly string[]).includes(mime);
    case 'PLAIN_AUDIO': return mime.indexOf('audio/') === 0;
    case 'PLAIN_VIDEO':
    case 'LIVE_PLAYBACK': return mime.indexOf('video/') === 0;
    default: return true;
  }
}

const CATEGORY_NEEDS: Record<CourseMessageCategory, string> = {
  PLAIN_TEXT: 'text',
  PLAIN_IMAGE: 'a jpeg or png image',
  PLAIN_DATA: 'a file',
  PLAIN_AUDIO: 'an audio file',
  PLAIN_VIDEO: 'a video file',
  LIVE_PLAYBACK: 'a video file',
};

/** §5: text messages need text; the others an attachment of this group that fits the category. */
async function checkMessageContent(
  sql: Sql, groupId: string, category: CourseMessageCategory, text: string, attachmentId: string | null,
): Promise<void> {
  if (category === 'PLAIN_TEXT') {
    if (text.trim() === '') throw apiErrors.validation('text is required');
    if (attachmentId) throw apiErrors.validation('invalid attachment_id: a text message has no attachment');
    return;
  }
  if (!attachmentId) throw apiErrors.validation(`attachment_id is required: ${category} needs ${CATEGORY_NEEDS[category]}`);
  const attachment = await findAttachment(sql, groupId, attachmentId);
  if (!attachment) throw apiErrors.validation('invalid attachment_id: unknown attachment');
  if (!attachmentFits(category, attachment.mime_type)) {
    throw apiErrors.validation(`invalid attachment_id: ${category} needs ${CATEGORY_NEEDS[category]}, not ${attachment.mime_type}`);
  }
}

const viewerOf = (c: Context<ViewerEnv>) => courseViewerOf(c.var.viewer, c.var.deps.clock());

export const courseEditHandlers = {
  /** A new course starts as a draft by the caller. */
  async create(c: Context<ViewerEnv>, input: CourseInput) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const groupId = c.var.group.group_id;
    const { write, tags } = await courseWriteFrom(sql, groupId, input);
    const courseId = randomUUID();
    await sql.tx(async (t) => {
      await insertCourse(t, { ...write, course_id: courseId, group_id: groupId, lecturer_id: viewer.userId, now: nowIso(clock) });
      if (tags) await setCourseTags(t, courseId, tags);
      await syncCourseProduct(t, groupId, courseId, write, nowIso(clock));
    });
    return sendData(c, Course, toCourse((await findCourse(sql, groupId, courseId, viewer.userId))!, viewer, mediaLinks(c.var.deps)));
  },

  async removeCourse(c: Context<ViewerEnv>, courseId: string) {
    const viewer = viewerOf(c);
    const { sql } = c.var.deps;
    const row = await editableCourseOr404(sql, c.var.group.group_id, courseId, viewer.userId);
    await deleteCourse(sql, courseId);
    return sendData(c, Course, toCourse(row, viewer, mediaLinks(c.var.deps)));
  },

  async addMessage(c: Context<ViewerEnv>, input: CourseMessageInput) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const groupId = c.var.group.group_id;
    await editableCourseOr404(sql, groupId, input.course_id, viewer.userId);
    const text = input.text ?? '';
    const attachmentId = input.attachment_id ?? null;
    await checkMessageContent(sql, groupId, input.category, text, attachmentId);
    const messageId = randomUUID();
    const now = nowIso(clock);
    await sql.tx(async (t) => {
      await insertCourseMessage(t, {
        message_id: messageId, course_id: input.course_id, category: input.category, text,
        attachment_id: attachmentId, idx: await nextMessageIndex(t, input.course_id), created_at: now,
      });
      await touchCourse(t, input.course_id, now);
    });
    return sendData(c, CourseMessage, toCourseMessage((await findCourseMessage(sql, input.course_id, messageId))!, mediaLinks(c.var.deps)));
  },

  async updateMessage(c: Context<ViewerEnv>, courseId: string, messageId: string, input: CourseMessageUpdate) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    const groupId = c.var.group.group_id;
    await editableCourseOr404(sql, groupId, courseId, viewer.userId);
    const current = await findCourseMessage(sql, courseId, messageId);
    if (!current) throw apiErrors.notFound();
    const text = input.text ?? current.text;
    const attachmentId = input.attachment_id !== undefined ? input.attachment_id : current.attachment_id;
    await checkMessageContent(sql, groupId, current.category, text, attachmentId);
    await sql.tx(async (t) => {
      await updateCourseMessage(t, messageId, text, attachmentId);
      await touchCourse(t, courseId, nowIso(clock));
    });
    return sendData(c, CourseMessage, toCourseMessage((await findCourseMessage(sql, courseId, messageId))!, mediaLinks(c.var.deps)));
  },

  async removeMessage(c: Context<ViewerEnv>, courseId: string, messageId: string) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    await editableCourseOr404(sql, c.var.group.group_id, courseId, viewer.userId);
    const current = await findCourseMessage(sql, courseId, messageId);
    if (!current) throw apiErrors.notFound();
    await sql.tx(async (t) => {
      await deleteCourseMessage(t, messageId);
      await touchCourse(t, courseId, nowIso(clock));
    });
    return sendData(c, CourseMessage, toCourseMessage(current, mediaLinks(c.var.deps)));
  },

  /** The new order must name every message of the course exactly once; indexes become 0..n-1. */
  async reorder(c: Context<ViewerEnv>, input: CourseMessageReorder) {
    const viewer = viewerOf(c);
    const { sql, clock } = c.var.deps;
    await editableCourseOr404(sql, c.var.group.group_id, input.course_id, viewer.userId);
    const existing = new Set((await listCourseMessages(sql, input.course_id)).map((m) => m.message_id));
    const given = new Set(input.message_ids);
    if (given.size !== input.message_ids.length) throw apiErrors.validation('invalid message_ids: an id is listed twice');
    const unknown = input.message_ids.find((id) => !existing.has(id));
    if (unknown) throw apiErrors.validation(`invalid message_ids: ${unknown} is not a message of this course`);
    if (given.size !== existing.size) throw apiErrors.validation('invalid message_ids: every message of the course must be listed');
    await sql.tx(async (t) => {
      for (const [index, id] of input.message_ids.entries()) await setCourseMessageIndex(t, id, index);
      await touchCourse(t, input.course_id, nowIso(clock));
    });
    const media = mediaLinks(c.var.deps);
    return sendData(c, CourseMessageList, (await listCourseMessages(sql, input.course_id)).map((message) => toCourseMessage(message, media)));
  },
};
