import { randomUUID } from 'node:crypto';
import { ATTACHMENT_LIMITS_MB, IMAGE_MIME_TYPES } from '../../../contract/attachment';
import {
  CHECKIN_BY_DAY_MAX, CHECKIN_CSV_COLUMNS, CHECKIN_TYPES,
  type CheckinActivity, type CheckinActivityDetail, type CheckinActivityInput, type CheckinAuthor, type CheckinCategoryStat,
  type CheckinMe, type CheckinMemberStat, type CheckinPost, type CheckinPostInput, type CheckinStatistics,
} from '../../../contract/checkin';
import { csvText } from '../../../contract/csv';
import { ErrorCode } from '../../../contract/errors';
import type { Sql } from '../../db/sql';
import { ApiError, apiErrors } from '../../lib/errors';
import { hasAdminAuthority, hasLecturerAuthority } from '../../lib/roles';
import type { MediaLinks } from '../attachment/attachment.links';
import { findAttachment } from '../attachment/attachment.repo';
import type { Viewer } from '../auth/auth.middleware';
import { shutUpRefusal } from '../member/member.service';
import {
  countByType, countPostsByPeriod, findActivity, findGroupMode, findMember, hasPostFor, insertPost, insertPostImages, listMemberships,
  listParticipants, listPostImages, listPostPeriods, listUserPeriods,
  type ActivityRow, type ActivityWrite, type AuthorColumns, type MemberRow, type PostRow,
} from './checkin.repo';
import {
  currentPeriod, firstPeriod, hasMissedPeriod, isPeriodOf, longestStreak, parseStartAt, patchFrom, periodsBetween, streak,
} from './checkin.periods';

const MB = 1024 * 1024;

const roleOf = (viewer: Viewer) => viewer.membership?.role ?? 'user';
/** Owner and admins manage tasks and see drafts and offline tasks. */
export const isCheckinAdmin = (viewer: Viewer) => hasAdminAuthority(roleOf(viewer));

/** Whether a task is open: published and online. */
const isOpen = (row: Pick<ActivityRow, 'published' | 'online'>) => row.published === 1 && row.online === 1;

/** A task the caller may see: members see published, online tasks only; owner and admins see all. */
export async function visibleActivity(sql: Sql, groupId: string, viewer: Viewer, activityId: string): Promise<ActivityRow> {
  const row = await findActivity(sql, groupId, activityId);
  if (!row || (!isOpen(row) && !isCheckinAdmin(viewer))) throw apiErrors.notFound();
  return row;
}

/**
 * Mute mode (§6: others can only send kudos and luckycoin) leaves lecturers, admins and the owner
 * checking in; everyone else is refused, as for discussion posts.
 */
export async function muteRefusal(sql: Sql, groupId: string, viewer: Viewer): Promise<ApiError | null> {
  if (await findGroupMode(sql, groupId) === 'mute' && !hasLecturerAuthority(roleOf(viewer))) {
    return new ApiError(403, ErrorCode.checkinMuted, 'the group is in mute mode: only lecturers check in');
  }
  return null;
}

/** The caller's standing in a task, from their membership row and the periods they posted for. */
export function standing(row: ActivityRow, member: MemberRow | undefined, periods: readonly string[], nowMs: number, muted: boolean): CheckinMe {
  const joined = member !== undefined && member.quit_at === null;
  const current = currentPeriod(row, nowMs);
  const posted = new Set(periods);
  const done = current !== null && posted.has(current);
  const open = isOpen(row) && current !== null && !muted;
  const from = joined && row.patch_allowed === 1 && current !== null ? patchFrom(row, Date.parse(member!.joined_at)) : null;
  return {
    joined,
    joined_at: member?.joined_at ?? null,
    done_this_period: done,
    current_period: current,
    streak: streak(row.type, posted, current),
    longest_streak: longestStreak(row.type, posted),
    post_count: periods.length,
    qualified: row.qualify_count > 0 && periods.length >= row.qualify_count,
    posted_periods: [...periods].sort(),
    can_post: joined && open && !done,
    can_patch: open && hasMissedPeriod(row.type, posted, from, current),
    patch_from: from,
  };
}

function activityFields(row: ActivityRow) {
  return {
    activity_id: row.activity_id,
    title: row.title,
    description: row.description,
    type: row.type,
    start_at: row.start_at,
    first_period: row.first_period,
    published: row.published === 1,
    online: row.online === 1,
    patch_allowed: row.patch_allowed === 1,
    qualify_count: row.qualify_count,
    utc_offset_minutes: row.utc_offset_minutes,
    created_at: row.created_at,
    participant_count: row.participant_count,
    post_count: row.post_count,
  };
}

/** Tasks as the list shows them, each with the caller's standing. */
export async function presentActivities(sql: Sql, groupId: string, rows: ActivityRow[], viewer: Viewer, nowMs: number): Promise<CheckinActivity[]> {
  const ids = rows.map((row) => row.activity_id);
  const userId = viewer.user.user_id;
  const members = new Map((await listMemberships(sql, ids, userId)).map((member) => [member.activity_id, member]));
  const periods = new Map<string, string[]>();
  for (const { activity_id, period } of await listUserPeriods(sql, ids, userId)) {
    periods.set(activity_id, [...(periods.get(activity_id) ?? []), period]);
  }
  const muted = await muteRefusal(sql, groupId, viewer) !== null;
  return rows.map((row) => {
    const me = standing(row, members.get(row.activity_id), periods.get(row.activity_id) ?? [], nowMs, muted);
    return { ...activityFields(row), me: { joined: me.joined, done_this_period: me.done_this_period, streak: me.streak } };
  });
}

export async function presentDetail(sql: Sql, groupId: string, row: ActivityRow, viewer: Viewer, nowMs: number): Promise<CheckinActivityDetail> {
  return { ...activityFields(row), me: await myStanding(sql, groupId, row, viewer, nowMs) };
}

export async function myStanding(sql: Sql, groupId: string, row: ActivityRow, viewer: Viewer, nowMs: number): Promise<CheckinMe> {
  const userId = viewer.user.user_id;
  const periods = (await listUserPeriods(sql, [row.activity_id], userId)).map((entry) => entry.period);
  const member = await findMember(sql, row.activity_id, userId);
  return standing(row, member, periods, nowMs, await muteRefusal(sql, groupId, viewer) !== null);
}

// ---- creating and editing tasks ----

const startInvalid = () => new ApiError(400, ErrorCode.checkinStartInvalid, 'invalid start_at: expected an ISO date or date-time');

/**
 * What a task's row becomes from a create body, or from the current row and a PATCH body. Titles
 * and descriptions are trimmed (a blank title is refused); start_at is stored as a UTC instant and
 * its period computed on the task's clock. A draft is never online; publishing puts a task online.
 */
export function activityWrite(input: Partial<CheckinActivityInput>, current?: ActivityRow): ActivityWrite {
  const title = input.title === undefined ? current!.title : input.title.trim();
  if (title === '') throw apiErrors.validation('invalid title: it needs some text');
  const type = input.type ?? current!.type;
  const offset = input.utc_offset_minutes ?? current!.utc_offset_minutes;
  let startMs: number;
  if (input.start_at !== undefined) {
    const parsed = parseStartAt(input.start_at, offset);
    if (parsed === null) throw startInvalid();
    startMs = parsed;
  } else {
    startMs = Date.parse(current!.start_at);
  }
  const published = input.published ?? current!.published === 1;
  const wasPublished = current?.published === 1;
  const online = !published ? false : (current && wasPublished ? current.online === 1 : true);
  return {
    title,
    description: input.description === undefined ? current!.description : input.description.trim(),
    type,
    start_at: new Date(startMs).toISOString(),
    first_period: firstPeriod(type, startMs, offset),
    utc_offset_minutes: offset,
    published,
    online,
    patch_allowed: input.patch_allowed ?? current!.patch_allowed === 1,
    qualify_count: input.qualify_count ?? current!.qualify_count,
  };
}

// ---- posting ----

/**
 * §5 image uploader: jpeg or png images of this group, uploaded by the poster, at most 2 MB each,
 * no repeats (the struct allows 3 at most).
 */
export async function checkImages(sql: Sql, groupId: string, userId: string, attachmentIds: readonly string[]): Promise<void> {
  const invalid = (why: string) => new ApiError(400, ErrorCode.checkinAttachmentInvalid, `invalid attachment_ids: ${why}`);
  if (new Set(attachmentIds).size !== attachmentIds.length) throw invalid('an image is listed twice');
  for (const id of attachmentIds) {
    const image = await findAttachment(sql, groupId, id);
    if (!image || image.user_id !== userId) throw invalid('not one of your images');
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(image.mime_type)) throw invalid('images must be jpeg or png');
    if (image.size > ATTACHMENT_LIMITS_MB.image * MB) throw invalid(`images must be at most ${ATTACHMENT_LIMITS_MB.image} MB`);
  }
}

const periodInvalid = (why: string) => new ApiError(400, ErrorCode.checkinPeriodInvalid, `invalid period: ${why}`);

/**
 * One check-in, in one IMMEDIATE transaction: the task is re-read and every rule re-checked
 * (open, started, mute mode, joined, the period, one post per period) with the write lock held, so
 * a double submit, even from two processes, makes one post; UNIQUE(activity, user, period) backs it.
 */
export async function postCheckin(sql: Sql, args: {
  groupId: string; viewer: Viewer; activityId: string; input: CheckinPostInput; nowMs: number;
}): Promise<{ postId: string; row: ActivityRow }> {
  const { groupId, viewer, activityId, input, nowMs } = args;
  const userId = viewer.user.user_id;
  const content = input.content.trim();
  const attachmentIds = input.attachment_ids ?? [];
  if (content === '' && attachmentIds.length === 0) {
    throw new ApiError(400, ErrorCode.checkinEmpty, 'a check-in needs text or an image');
  }
  const postId = randomUUID();
  // One post per member, task and period: a member's double tap queues on PostgreSQL instead of colliding.
  return sql.tx(async (t) => {
    const row = await visibleActivity(t, groupId, viewer, activityId);
    if (!isOpen(row)) throw apiErrors.rejected('the task is not open', ErrorCode.checkinClosed);
    const current = currentPeriod(row, nowMs);
    if (current === null) throw apiErrors.rejected('the task has not started yet', ErrorCode.checkinNotStarted);
    const muted = await muteRefusal(t, groupId, viewer) ?? shutUpRefusal(viewer, nowMs);
    if (muted) throw muted;
    const member = await findMember(t, activityId, userId);
    if (!member || member.quit_at !== null) throw new ApiError(403, ErrorCode.checkinNotJoined, 'join the task first');
    const period = input.period ?? current;
    if (!isPeriodOf(row.type, period)) {
      throw periodInvalid(row.type === 'weekly' ? 'a weekly period is the Monday of its week' : 'not a date');
    }
    if (period > current) throw periodInvalid('it has not come yet');
    const patched = period < current;
    if (patched) {
      if (row.patch_allowed !== 1 || row.type === 'once') {
        throw apiErrors.rejected('this task does not allow patching missed periods', ErrorCode.checkinPatchNotAllowed);
      }
      const from = patchFrom(row, Date.parse(member.joined_at))!;
      if (period < from) throw periodInvalid(`patches go back to ${from} (the task's start or your joining) at most`);
    }
    if (await hasPostFor(t, activityId, userId, period)) {
      throw apiErrors.rejected('already checked in for this period', ErrorCode.checkinAlreadyPosted);
    }
    await checkImages(t, groupId, userId, attachmentIds);
    await insertPost(t, { post_id: postId, activity_id: activityId, user_id: userId, period, content, patched, now: new Date(nowMs).toISOString() });
    await insertPostImages(t, postId, attachmentIds);
    return { postId, row };
  }, { serializeOn: `checkin:${activityId}:${userId}` });
}

function authorOf(row: AuthorColumns): CheckinAuthor {
  return { user_id: row.user_id, full_name: row.full_name, avatar_url: row.avatar_url, nickname: row.nickname ?? '', role: row.role ?? 'user' };
}

export async function presentPosts(sql: Sql, rows: PostRow[], media: MediaLinks): Promise<CheckinPost[]> {
  const images = await listPostImages(sql, rows.map((row) => row.post_id));
  return rows.map((row) => ({
    post_id: row.post_id,
    activity_id: row.activity_id,
    author: authorOf(row),
    content: row.content,
    images: images.filter((image) => image.post_id === row.post_id)
      .map((image) => ({ attachment_id: image.attachment_id, url: media(row.group_id, image.attachment_id) })),
    period: row.period,
    patched: row.patched === 1,
    created_at: row.created_at,
  }));
}

// ---- statistics ----

/**
 * The statistics page: counts, check-ins per period from the first to the current (zeros
 * included, the latest 366 at most), and one row per member who is joined or has check-ins
 * (most check-ins first).
 */
export async function statistics(sql: Sql, row: ActivityRow, activity: CheckinActivity, nowMs: number): Promise<CheckinStatistics> {
  const current = currentPeriod(row, nowMs);
  const counts = new Map((await countPostsByPeriod(sql, row.activity_id)).map((entry) => [entry.period, entry.count]));
  const byDay = current === null ? [] : periodsBetween(row.type, row.first_period, current, CHECKIN_BY_DAY_MAX)
    .map((period) => ({ period, count: counts.get(period) ?? 0 }));
  const periodsOf = new Map<string, string[]>();
  const postRows = await listPostPeriods(sql, row.activity_id);
  for (const { user_id, period } of postRows) periodsOf.set(user_id, [...(periodsOf.get(user_id) ?? []), period]);
  const members: CheckinMemberStat[] = (await listParticipants(sql, row.activity_id))
    .filter((participant) => participant.quit_at === null || periodsOf.has(participant.user_id))
    .map((participant) => {
      const periods = periodsOf.get(participant.user_id) ?? [];
      return {
        user: authorOf(participant),
        joined_at: participant.joined_at,
        active: participant.quit_at === null,
        post_count: periods.length,
        streak: streak(row.type, new Set(periods), current),
        last_period: periods.length > 0 ? periods[periods.length - 1]! : null,
        qualified: row.qualify_count > 0 && periods.length >= row.qualify_count,
      };
    })
    .sort((a, b) => b.post_count - a.post_count || b.streak - a.streak || a.user.full_name.localeCompare(b.user.full_name)
      || a.user.user_id.localeCompare(b.user.user_id));
  const active = members.filter((member) => member.active);
  return {
    activity,
    participants: active.length,
    posts: postRows.length,
    qualified: active.filter((member) => member.qualified).length,
    by_day: byDay,
    members,
  };
}

export async function categories(sql: Sql, groupId: string): Promise<CheckinCategoryStat[]> {
  const found = new Map((await countByType(sql, groupId)).map((entry) => [entry.type, entry]));
  return CHECKIN_TYPES.map((type) => found.get(type) ?? { type, activities: 0, participants: 0, posts: 0 });
}

// ---- the CSV export ----

/** The statistics members table as CSV text (contract/csv.ts: BOM, CRLF, RFC 4180, the formula guard). */
export function membersCsv(members: readonly CheckinMemberStat[]): string {
  return csvText([
    CHECKIN_CSV_COLUMNS,
    ...members.map((member) => [
      member.user.nickname || member.user.full_name,
      member.user.user_id,
      member.joined_at,
      member.post_count,
      member.streak,
      member.last_period ?? '',
      member.qualified ? 'yes' : 'no',
    ]),
  ]);
}
