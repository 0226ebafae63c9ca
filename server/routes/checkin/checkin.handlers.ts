import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import {
  CheckinActivity, CheckinActivityDetail, CheckinActivityList, CheckinCategories, CheckinEmpty, CheckinPostPage, CheckinPosted,
  CheckinStatistics, CHECKIN_PAGE_SIZE,
  type CheckinActivityInput, type CheckinActivityPatch, type CheckinPostInput,
} from '../../../contract/checkin';
import { ErrorCode } from '../../../contract/errors';
import type { ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import { sendData } from '../../lib/envelope';
import { ApiError, apiErrors, excerpt } from '../../lib/errors';
import { sniffType } from '../../lib/filetype';
import { saveUpload, uploadedFile } from '../attachment/attachment.handlers';
import { mediaLinks } from '../attachment/attachment.links';
import {
  deleteActivity, findActivity, findPost, hasPosts, insertActivity, joinActivity, listActivities, listPosts,
  quitActivity, setActivityOnline, setQualifyCount, updateActivity, type ActivityRow,
} from './checkin.repo';
import {
  activityWrite, categories, isCheckinAdmin, membersCsv, myStanding, postCheckin, presentActivities, presentDetail, presentPosts,
  statistics, visibleActivity,
} from './checkin.service';

const MB = 1024 * 1024;
type Paging = { offset?: number; limit?: number };

const now = (c: Context<ViewerEnv>) => c.var.deps.clock();

/** A task of this group as the caller may see it, or 404. */
function activityOr404(c: Context<ViewerEnv>, activityId: string): Promise<ActivityRow> {
  return visibleActivity(c.var.deps.sql, c.var.group.group_id, c.var.viewer, activityId);
}

/** A task of this group, drafts included (admin routes), or 404. */
async function anyActivityOr404(c: Context<ViewerEnv>, activityId: string): Promise<ActivityRow> {
  const row = await findActivity(c.var.deps.sql, c.var.group.group_id, activityId);
  if (!row) throw apiErrors.notFound();
  return row;
}

async function presentOne(c: Context<ViewerEnv>, activityId: string): Promise<CheckinActivity> {
  const { sql } = c.var.deps;
  const groupId = c.var.group.group_id;
  return (await presentActivities(sql, groupId, [(await findActivity(sql, groupId, activityId))!], c.var.viewer, now(c)))[0]!;
}

async function sendDetail(c: Context<ViewerEnv>, activityId: string) {
  const { sql } = c.var.deps;
  const groupId = c.var.group.group_id;
  const row = (await findActivity(sql, groupId, activityId))!;
  return sendData(c, CheckinActivityDetail, await presentDetail(sql, groupId, row, c.var.viewer, now(c)));
}

export const checkinHandlers = {
  async list(c: Context<ViewerEnv>) {
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const rows = await listActivities(sql, groupId, isCheckinAdmin(c.var.viewer));
    return sendData(c, CheckinActivityList, { activities: await presentActivities(sql, groupId, rows, c.var.viewer, now(c)) });
  },

  async create(c: Context<ViewerEnv>, input: CheckinActivityInput) {
    const activityId = randomUUID();
    await insertActivity(c.var.deps.sql, {
      ...activityWrite(input),
      activity_id: activityId,
      group_id: c.var.group.group_id,
      created_by: c.var.viewer.user.user_id,
      now: nowIso(c.var.deps.clock),
    });
    return sendData(c, CheckinActivity, await presentOne(c, activityId));
  },

  async get(c: Context<ViewerEnv>, activityId: string) {
    await activityOr404(c, activityId);
    return sendDetail(c, activityId);
  },

  /** Partial edit; the type cannot change once anyone has checked in (their periods would change meaning). */
  async update(c: Context<ViewerEnv>, activityId: string, patch: CheckinActivityPatch) {
    const { sql } = c.var.deps;
    if (Object.values(patch).every((value) => value === undefined)) throw apiErrors.validation('body has nothing to change');
    await sql.tx(async (t) => {
      const row = await anyActivityOr404(c, activityId);
      if (patch.type !== undefined && patch.type !== row.type && await hasPosts(t, activityId)) {
        throw apiErrors.rejected('the type cannot change once members have checked in', ErrorCode.checkinTypeLocked);
      }
      await updateActivity(t, activityId, activityWrite(patch, row), nowIso(c.var.deps.clock));
    });
    return sendData(c, CheckinActivity, await presentOne(c, activityId));
  },

  async remove(c: Context<ViewerEnv>, activityId: string) {
    await anyActivityOr404(c, activityId);
    await deleteActivity(c.var.deps.sql, activityId);
    return sendData(c, CheckinEmpty, {});
  },

  /** Online/offline applies to published tasks; a draft is 409 (publish it first). */
  async setOnline(c: Context<ViewerEnv>, activityId: string, online: boolean) {
    const row = await anyActivityOr404(c, activityId);
    if (row.published !== 1) throw apiErrors.rejected('publish the task first', ErrorCode.checkinDraft);
    await setActivityOnline(c.var.deps.sql, activityId, online, nowIso(c.var.deps.clock));
    return sendData(c, CheckinActivity, await presentOne(c, activityId));
  },

  /** Joining twice is joining once; rejoining after quitting keeps the first joined_at and the history. */
  async join(c: Context<ViewerEnv>, activityId: string) {
    const row = await activityOr404(c, activityId);
    if (row.published !== 1 || row.online !== 1) throw apiErrors.rejected('the task is not open', ErrorCode.checkinClosed);
    await joinActivity(c.var.deps.sql, activityId, c.var.viewer.user.user_id, nowIso(c.var.deps.clock));
    return sendDetail(c, activityId);
  },

  /** Quitting keeps the posts; quitting a task one has not joined changes nothing. */
  async quit(c: Context<ViewerEnv>, activityId: string) {
    await activityOr404(c, activityId);
    await quitActivity(c.var.deps.sql, activityId, c.var.viewer.user.user_id, nowIso(c.var.deps.clock));
    return sendData(c, CheckinEmpty, {});
  },

  async post(c: Context<ViewerEnv>, activityId: string, input: CheckinPostInput) {
    const { sql } = c.var.deps;
    const groupId = c.var.group.group_id;
    const { postId, row } = await postCheckin(sql, { groupId, viewer: c.var.viewer, activityId, input, nowMs: now(c) });
    const post = (await presentPosts(sql, [(await findPost(sql, postId))!], mediaLinks(c.var.deps)))[0]!;
    return sendData(c, CheckinPosted, { post, me: await myStanding(sql, groupId, row, c.var.viewer, now(c)) });
  },

  async posts(c: Context<ViewerEnv>, activityId: string, query: Paging) {
    const { sql } = c.var.deps;
    await activityOr404(c, activityId);
    const rows = await listPosts(sql, activityId, query.offset ?? 0, query.limit ?? CHECKIN_PAGE_SIZE);
    return sendData(c, CheckinPostPage, { posts: await presentPosts(sql, rows, mediaLinks(c.var.deps)) });
  },

  async qualify(c: Context<ViewerEnv>, activityId: string, qualifyCount: number) {
    await anyActivityOr404(c, activityId);
    await setQualifyCount(c.var.deps.sql, activityId, qualifyCount, nowIso(c.var.deps.clock));
    return sendData(c, CheckinActivity, await presentOne(c, activityId));
  },

  async statistics(c: Context<ViewerEnv>, activityId: string) {
    const row = await anyActivityOr404(c, activityId);
    return sendData(c, CheckinStatistics, await statistics(c.var.deps.sql, row, await presentOne(c, activityId), now(c)));
  },

  /** The per-member table as a CSV download (UTF-8 with a BOM, RFC 4180, formula cells neutralised). */
  async exportCsv(c: Context<ViewerEnv>, activityId: string) {
    const row = await anyActivityOr404(c, activityId);
    const { members } = await statistics(c.var.deps.sql, row, await presentOne(c, activityId), now(c));
    const filename = `checkin-${activityId.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;
    return c.body(membersCsv(members), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  },

  async categories(c: Context<ViewerEnv>) {
    return sendData(c, CheckinCategories, { categories: await categories(c.var.deps.sql, c.var.group.group_id) });
  },

  /** POST /attachments/create for check-ins: jpeg or png only (by their bytes), 2 MB at most. */
  async upload(c: Context<ViewerEnv>) {
    const file = await uploadedFile(c);
    if (file.size === 0) throw apiErrors.validation('invalid file: empty');
    if (file.size > ATTACHMENT_LIMITS_MB.image * MB) {
      throw apiErrors.validation(`invalid file: ${excerpt(file.name)} is ${(file.size / MB).toFixed(2)} MB, over the ${ATTACHMENT_LIMITS_MB.image} MB limit for images`);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffType(bytes.subarray(0, 4096));
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(mime)) {
      throw new ApiError(400, ErrorCode.checkinImageOnly, 'invalid file: only jpeg and png images');
    }
    return saveUpload(c, file, bytes, mime);
  },
};
