import type { Context } from 'hono';
import type { GroupEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { ApiError, apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { hasLecturerAuthority, isActiveMember, isBanned } from '../../lib/roles';
import { findMembership, listPolicies } from '../account/account.repo';
import type { Viewer } from '../auth/auth.middleware';
import { findCourse, type CourseRow } from './course.repo';

// Who may see what of a course (§4, §6): drafts are for lecturers; published courses for members,
// or anyone when public; the messages of a charged course for those who paid and for staff.

/** The caller as far as course access goes; null for a guest. */
export type CourseViewer = { userId: string; member: boolean; staff: boolean };

export function courseViewerOf(viewer: Viewer, nowMs: number): CourseViewer {
  const { membership } = viewer;
  return {
    userId: viewer.user.user_id,
    member: membership !== null && isActiveMember(membership, nowMs),
    staff: membership !== null && hasLecturerAuthority(membership.role),
  };
}

/**
 * On public routes: a valid token for this group makes the caller known, anything else is a guest
 * (a banned user reads public courses as a guest would).
 */
export async function optionalCourseViewer(c: Context<GroupEnv>): Promise<CourseViewer | null> {
  const { session, deps, group } = c.var;
  if (!session || !session.ok) return null;
  const userId = session.claims.u;
  const membership = await findMembership(deps.sql, group.group_id, userId) ?? null;
  if (membership && isBanned(await listPolicies(deps.sql, group.group_id, userId))) return null;
  return {
    userId,
    member: membership !== null && isActiveMember(membership, deps.clock()),
    staff: membership !== null && hasLecturerAuthority(membership.role),
  };
}

/** A charged course not bought: a 100461-class refusal (paying is the way in, see the README). */
export const coursePaymentRequired = () =>
  new ApiError(403, ErrorCode.memberRequired, 'course payment required: buy this course to see its messages');

/** May the caller see this course's messages (free, bought, or staff)? */
export const hasPaidFor = (row: CourseRow, viewer: CourseViewer | null) =>
  row.charge_asset_id === null || (viewer !== null && (viewer.staff || row.purchased === 1));

/** Can the caller see the course at all (its card and detail)? Members-only asks for membership. */
export function canSeeCourse(row: Pick<CourseRow, 'state' | 'public'>, viewer: CourseViewer | null): boolean {
  if (row.state === 'draft') return viewer !== null && viewer.staff;
  return row.public === 1 || (viewer !== null && viewer.member);
}

/**
 * The course, or the reason the caller cannot see it: a draft is 404 to non-staff, a members-only
 * course 100461 to non-members (100401 to guests who have no session at all on member routes).
 */
export async function visibleCourseOr404(sql: Sql, groupId: string, courseId: string, viewer: CourseViewer | null): Promise<CourseRow> {
  const row = await findCourse(sql, groupId, courseId, viewer ? viewer.userId : null);
  if (!row) throw apiErrors.notFound();
  if (row.state === 'draft' && !(viewer && viewer.staff)) throw apiErrors.notFound();
  if (!canSeeCourse(row, viewer)) throw apiErrors.memberRequired();
  return row;
}

/** A course of this group for editing (lecturer authority already checked), drafts included. */
export async function editableCourseOr404(sql: Sql, groupId: string, courseId: string, userId: string): Promise<CourseRow> {
  const row = await findCourse(sql, groupId, courseId, userId);
  if (!row) throw apiErrors.notFound();
  return row;
}
