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
function activityOr404(c: Context<ViewerEnv>, activityId: string): ActivityRow {
  return visibleActivity(c.var.deps.db, c.var.group.group_id, c.var.viewer, activityId);
}

/** A task of this group, drafts included (admin routes), or 404. */
function anyActivityOr404(c: Context<ViewerEnv>, activityId: string): ActivityRow {
  const row = findActivity(c.var.deps.db, c.var.group.group_id, activityId);
  if (!row) throw apiErrors.notFound();
  return row;
}

function presentOne(c: Context<ViewerEnv>, activityId: string): CheckinActivity {
  const { db } = c.var.deps;
  const groupId = c.var.group.group_id;
  return presentActivities(db, groupId, [findActivity(db, groupId, activityId)!], c.var.viewer, now(c))[0]!;
}

function sendDetail(c: Context<ViewerEnv>, activityId: string) {
  const { db } = c.var.deps;
  const groupId = c.var.group.group_id;
  return sendData(c, CheckinActivityDetail, presentDetail(db, groupId, findActivity(db, groupId, activityId)!, c.var.viewer, now(c)));
}

export const checkinHandlers = {
  list(c: Context<ViewerEnv>) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const rows = listActivities(db, groupId, isCheckinAdmin(c.var.viewer));
    return sendData(c, CheckinActivityList, { activities: presentActivities(db, groupId, rows, c.var.viewer, now(c)) });
  },

  create(c: Context<ViewerEnv>, input: CheckinActivityInput) {
    const activityId = randomUUID();
    insertActivity(c.var.deps.db, {
      ...activityWrite(input),
      activity_id: activityId,
      group_id: c.var.group.group_id,
      created_by: c.var.viewer.user.user_id,
      now: nowIso(c.var.deps.clock),
    });
    return sendData(c, CheckinActivity, presentOne(c, activityId));
  },

  get(c: Context<ViewerEnv>, activityId: string) {
    activityOr404(c, activityId);
    return sendDetail(c, activityId);
  },

  /** Partial edit; the type cannot change once anyone has checked in (their periods would change meaning). */
  update(c: Context<ViewerEnv>, activityId: string, patch: CheckinActivityPatch) {
    const { db } = c.var.deps;
    if (Object.values(patch).every((value) => value === undefined)) throw apiErrors.validation('body has nothing to change');
    db.transaction(() => {
      const row = anyActivityOr404(c, activityId);
      if (patch.type !== undefined && patch.type !== row.type && hasPosts(db, activityId)) {
        throw apiErrors.rejected('the type cannot change once members have checked in', ErrorCode.checkinTypeLocked);
      }
      updateActivity(db, activityId, activityWrite(patch, row), nowIso(c.var.deps.clock));
    }).immediate();
    return sendData(c, CheckinActivity, presentOne(c, activityId));
  },

  remove(c: Context<ViewerEnv>, activityId: string) {
    anyActivityOr404(c, activityId);
    deleteActivity(c.var.deps.db, activityId);
    return sendData(c, CheckinEmpty, {});
  },

  /** Online/offline applies to published tasks; a draft is 409 (publish it first). */
  setOnline(c: Context<ViewerEnv>, activityId: string, online: boolean) {
    const row = anyActivityOr404(c, activityId);
    if (row.published !== 1) throw apiErrors.rejected('publish the task first', ErrorCode.checkinDraft);
    setActivityOnline(c.var.deps.db, activityId, online, nowIso(c.var.deps.clock));
    return sendData(c, CheckinActivity, presentOne(c, activityId));
  },

  /** Joining twice is joining once; rejoining after quitting keeps the first joined_at and the history. */
  join(c: Context<ViewerEnv>, activityId: string) {
    const { db } = c.var.deps;
    const row = activityOr404(c, activityId);
    if (row.published !== 1 || row.online !== 1) throw apiErrors.rejected('the task is not open', ErrorCode.checkinClosed);
    joinActivity(db, activityId, c.var.viewer.user.user_id, nowIso(c.var.deps.clock));
    return sendDetail(c, activityId);
  },

  /** Quitting keeps the posts; quitting a task one has not joined changes nothing. */
  quit(c: Context<ViewerEnv>, activityId: string) {
    activityOr404(c, activityId);
    quitActivity(c.var.deps.db, activityId, c.var.viewer.user.user_id, nowIso(c.var.deps.clock));
    return sendData(c, CheckinEmpty, {});
  },

  post(c: Context<ViewerEnv>, activityId: string, input: CheckinPostInput) {
    const { db } = c.var.deps;
    const groupId = c.var.group.group_id;
    const { postId, row } = postCheckin(db, { groupId, viewer: c.var.viewer, activityId, input, nowMs: now(c) });
    const post = presentPosts(db, [findPost(db, postId)!], mediaLinks(c.var.deps))[0]!;
    return sendData(c, CheckinPosted, { post, me: myStanding(db, groupId, row, c.var.viewer, now(c)) });
  },

  posts(c: Context<ViewerEnv>, activityId: string, query: Paging) {
    const { db } = c.var.deps;
    activityOr404(c, activityId);
    const rows = listPosts(db, activityId, query.offset ?? 0, query.limit ?? CHECKIN_PAGE_SIZE);
    return sendData(c, CheckinPostPage, { posts: presentPosts(db, rows, mediaLinks(c.var.deps)) });
  },

  qualify(c: Context<ViewerEnv>, activityId: string, qualifyCount: number) {
    anyActivityOr404(c, activityId);
    setQualifyCount(c.var.deps.db, activityId, qualifyCount, nowIso(c.var.deps.clock));
    return sendData(c, CheckinActivity, presentOne(c, activityId));
  },

  statistics(c: Context<ViewerEnv>, activityId: string) {
    const row = anyActivityOr404(c, activityId);
    return sendData(c, CheckinStatistics, statistics(c.var.deps.db, row, presentOne(c, activityId), now(c)));
  },

  /** The per-member table as a CSV download (UTF-8 with a BOM, RFC 4180, formula cells neutralised). */
  exportCsv(c: Context<ViewerEnv>, activityId: string) {
    const row = anyActivityOr404(c, activityId);
    const { members } = statistics(c.var.deps.db, row, presentOne(c, activityId), now(c));
    const filename = `checkin-${activityId.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;
    return c.body(membersCsv(members), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  },

  categories(c: Context<ViewerEnv>) {
    return sendData(c, CheckinCategories, { categories: categories(c.var.deps.db, c.var.group.group_id) });
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
