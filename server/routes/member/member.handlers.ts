import type { Context } from 'hono';
import {
  ACTIVITY_PAGE_SIZE, ActivityPage, MEMBER_PAGE_SIZE, Member, MemberList, MemberPage, type MemberSearch,
} from '../../../contract/member';
import type { GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { countMembers, findMember, listActivities, searchMembers, type MemberRow } from './member.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** §3 Member: age in days counts whole days since joining. */
export function toMember(row: MemberRow, nowMs: number) {
  const joined = row.joined_at ? Date.parse(row.joined_at) : NaN;
  const age = Number.isNaN(joined) ? 0 : Math.max(0, Math.floor((nowMs - joined) / DAY_MS));
  return { ...row, age_days: age };
}

export type ActivitiesQuery = { limit?: number; before?: string };

function activitiesPage(c: Context<ViewerEnv>, userId: string, query: ActivitiesQuery) {
  const { deps, group } = c.var;
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  if (query.before !== undefined && Number.isNaN(Date.parse(query.before))) {
    throw apiErrors.validation('invalid before: expected an ISO date-time');
  }
  // `group=all` (§ users and members) is accepted but never reaches past this group: what a member
  // did elsewhere (renewals, members-only course titles) belongs to groups the caller may not see.
  const rows = listActivities(deps.db, userId, group.group_id, query.before ?? null, limit + 1);
  return sendData(c, ActivityPage, { activities: rows.slice(0, limit), has_more: rows.length > limit });
}

export const memberHandlers = {
  search(c: Context<ViewerEnv>, body: MemberSearch) {
    const { deps, group } = c.var;
    const q = (body.q ?? '').trim();
    const offset = body.offset ?? 0;
    const limit = body.limit ?? MEMBER_PAGE_SIZE;
    const nowMs = deps.clock();
    const members = searchMembers(deps.db, group.group_id, q, offset, limit).map((row) => toMember(row, nowMs));
    return sendData(c, MemberPage, { members, total: countMembers(deps.db, group.group_id, q) });
  },

  /** Public (the members/{id} route is reachable without login): a profile card. */
  get(c: Context<GroupEnv>, userId: string) {
    const { deps, group } = c.var;
    const row = findMember(deps.db, group.group_id, userId);
    if (!row) throw apiErrors.notFound();
    return sendData(c, Member, toMember(row, deps.clock()));
  },

  byIds(c: Context<ViewerEnv>, idsParam: string) {
    const { deps, group } = c.var;
    const ids = Array.from(new Set(idsParam.split(',').map((id) => id.trim()).filter(Boolean)));
    if (ids.length === 0) throw apiErrors.validation('ids is required');
    if (ids.length > 100) throw apiErrors.validation('invalid ids: at most 100');
    const nowMs = deps.clock();
    const members = ids.map((id) => findMember(deps.db, group.group_id, id))
      .filter((row): row is MemberRow => row !== undefined)
      .map((row) => toMember(row, nowMs));
    return sendData(c, MemberList, members);
  },

  activities(c: Context<ViewerEnv>, userId: string, query: ActivitiesQuery) {
    if (!findMember(c.var.deps.db, c.var.group.group_id, userId)) throw apiErrors.notFound();
    return activitiesPage(c, userId, query);
  },

  myActivities(c: Context<ViewerEnv>, query: ActivitiesQuery) {
    return activitiesPage(c, c.var.viewer.user.user_id, query);
  },
};
