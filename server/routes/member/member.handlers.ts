import type { Context } from 'hono';
import {
  ACTIVITY_PAGE_SIZE, ActivityPage, MEMBER_PAGE_SIZE, Member, MemberList, MemberPage, type MemberSearch,
} from '../../../contract/member';
import type { GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hasAdminAuthority } from '../../lib/roles';
import { mediaLinks, type MediaLinks } from '../attachment/attachment.links';
import { inPrivacyMode } from '../account/profile.repo';
import { countMembers, findMember, listActivities, searchMembers, type MemberRow } from './member.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** §3 Member: age in days counts whole days since joining; the avatar is the group's one when set. */
export function toMember({ avatar_attachment_id, ...row }: MemberRow, nowMs: number, links: MediaLinks, groupId: string) {
  const joined = row.joined_at ? Date.parse(row.joined_at) : NaN;
  const age = Number.isNaN(joined) ? 0 : Math.max(0, Math.floor((nowMs - joined) / DAY_MS));
  return { ...row, avatar_url: avatar_attachment_id ? links(groupId, avatar_attachment_id) : row.avatar_url, age_days: age };
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
    const links = mediaLinks(deps);
    const members = searchMembers(deps.db, group.group_id, q, offset, limit).map((row) => toMember(row, nowMs, links, group.group_id));
    return sendData(c, MemberPage, { members, total: countMembers(deps.db, group.group_id, q) });
  },

  /** Public (the members/{id} route is reachable without login): a profile card. */
  get(c: Context<GroupEnv>, userId: string) {
    const { deps, group } = c.var;
    const row = findMember(deps.db, group.group_id, userId);
    if (!row) throw apiErrors.notFound();
    return sendData(c, Member, toMember(row, deps.clock(), mediaLinks(deps), group.group_id));
  },

  byIds(c: Context<ViewerEnv>, idsParam: string) {
    const { deps, group } = c.var;
    const ids = Array.from(new Set(idsParam.split(',').map((id) => id.trim()).filter(Boolean)));
    if (ids.length === 0) throw apiErrors.validation('ids is required');
    if (ids.length > 100) throw apiErrors.validation('invalid ids: at most 100');
    const nowMs = deps.clock();
    const links = mediaLinks(deps);
    const members = ids.map((id) => findMember(deps.db, group.group_id, id))
      .filter((row): row is MemberRow => row !== undefined)
      .map((row) => toMember(row, nowMs, links, group.group_id));
    return sendData(c, MemberList, members);
  },

  activities(c: Context<ViewerEnv>, userId: string, query: ActivitiesQuery) {
    const { deps, group, viewer } = c.var;
    if (!findMember(deps.db, group.group_id, userId)) throw apiErrors.notFound();
    // Privacy mode (server/README.md, "Me"): the history is the member's own and the group's admins'.
    const own = viewer.user.user_id === userId || (viewer.membership !== null && hasAdminAuthority(viewer.membership.role));
    if (!own && inPrivacyMode(deps.db, group.group_id, userId)) return sendData(c, ActivityPage, { activities: [], has_more: false });
    return activitiesPage(c, userId, query);
  },

  myActivities(c: Context<ViewerEnv>, query: ActivitiesQuery) {
    return activitiesPage(c, c.var.viewer.user.user_id, query);
  },
};
