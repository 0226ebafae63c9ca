import type { Context } from 'hono';
import {
  ACTIVITY_PAGE_SIZE, ActivityPage, MEMBER_PAGE_SIZE, Member, MemberList, MemberPage, MemberPostResult, type MemberSearch,
} from '../../../contract/member';
import type { GroupEnv, ViewerEnv } from '../../context';
import type { Db } from '../../db/connection';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hasAdminAuthority, isActiveMember, isBanned } from '../../lib/roles';
import { mediaLinks, type MediaLinks } from '../attachment/attachment.links';
import { inPrivacyModeSync } from '../account/profile.repo';
import { viewerOf, type Viewer } from '../auth/auth.middleware';
import {
  countMembers, findMember, listActivities, listActivitiesIn, listMemberAdminRows, listMembershipGroups, listOperators,
  searchMembers, type MemberFilters, type MemberRow,
} from './member.repo';
import { actOnMember, postToMembers, type MemberAction } from './member.service';
import { activitiesShown, assertMembersVisible, memberPrivacy, shownTo } from './member.privacy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** §3 Member: age in days counts whole days since joining; the avatar is the group's one when set. */
export function toMember({ avatar_attachment_id, ...row }: MemberRow, nowMs: number, links: MediaLinks, groupId: string) {
  const joined = row.joined_at ? Date.parse(row.joined_at) : NaN;
  const age = Number.isNaN(joined) ? 0 : Math.max(0, Math.floor((nowMs - joined) / DAY_MS));
  return { ...row, avatar_url: avatar_attachment_id ? links(groupId, avatar_attachment_id) : row.avatar_url, age_days: age };
}

/** Whether the caller manages the group's members: the owner or an admin, let in (not banned nor blocked). */
function isAdminViewer(viewer: Viewer | undefined, nowMs: number): boolean {
  const membership = viewer?.membership;
  return !!membership && hasAdminAuthority(membership.role) && isActiveMember(membership, nowMs)
    && !isBanned(viewer!.policies) && membership.state !== 'blocked';
}

/** The caller of a public route, when a valid token names one. */
function sessionViewer(c: Context<GroupEnv>): Viewer | undefined {
  const { session, deps, group } = c.var;
  return session?.ok ? viewerOf(deps.db, group.group_id, session.claims.u) : undefined;
}

type MemberOut = ReturnType<typeof toMember>;

/** For the owner and admins: each member with their policies and the end of a shut-up still running. */
function withAdminFields(db: Db, groupId: string, members: MemberOut[], nowMs: number) {
  const rows = new Map(listMemberAdminRows(db, groupId, members.map((m) => m.user_id)).map((row) => [row.user_id, row]));
  return members.map((member) => {
    const row = rows.get(member.user_id);
    const until = row?.shut_up_until ?? null;
    return {
      ...member,
      policies: row ? (JSON.parse(row.policies) as string[]) : [],
      shut_up_until: until !== null && Date.parse(until) > nowMs ? until : null,
    };
  });
}

export type ActivitiesQuery = { limit?: number; before?: string; group?: 'all' };

/** A page of `userId`'s activities in `groupIds` (none: an empty page). */
function activitiesPage(c: Context<ViewerEnv>, userId: string, groupIds: readonly string[], query: ActivitiesQuery) {
  const { deps } = c.var;
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  if (query.before !== undefined && Number.isNaN(Date.parse(query.before))) {
    throw apiErrors.validation('invalid before: expected an ISO date-time');
  }
  if (groupIds.length === 0) return sendData(c, ActivityPage, { activities: [], has_more: false });
  const before = query.before ?? null;
  const rows = groupIds.length === 1
    ? listActivities(deps.db, userId, groupIds[0]!, before, limit + 1)
    : listActivitiesIn(deps.db, userId, groupIds, before, limit + 1);
  return sendData(c, ActivityPage, { activities: rows.slice(0, limit), has_more: rows.length > limit });
}

/**
 * Whether `viewer` (the caller as `groupId` sees them) is shown `userId`'s activities there: the
 * group's member list and profile settings (member.privacy.ts) and the member's privacy mode there
 * (server/README.md, "Me": the history is the member's own and the group's admins').
 */
function activitiesVisibleIn(db: Db, groupId: string, viewer: Viewer, userId: string, nowMs: number): boolean {
  const privacy = memberPrivacy(db, groupId);
  const reader = { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id };
  if (!privacy.listVisible && !reader.admin && reader.userId !== userId) return false;
  const own = viewer.user.user_id === userId || (viewer.membership !== null && hasAdminAuthority(viewer.membership.role));
  if (!own && inPrivacyModeSync(db, groupId, userId)) return false;
  return activitiesShown(privacy, reader, userId);
}

/**
 * The groups besides this one whose activities of `userId` a `group=all` page shows: those where the
 * caller is an active member too (neither banned nor blocked, as requireMember lets them in there),
 * `userId` is a member, and that group's privacy shows them the history.
 */
function otherGroupsShown(db: Db, groupId: string, callerId: string, userId: string, nowMs: number): string[] {
  return listMembershipGroups(db, callerId).filter((other) => {
    if (other === groupId || !findMember(db, other, userId)) return false;
    const there = viewerOf(db, other, callerId);
    const membership = there?.membership;
    if (!there || !membership || !isActiveMember(membership, nowMs) || isBanned(there.policies) || membership.state === 'blocked') return false;
    return activitiesVisibleIn(db, other, there, userId, nowMs);
  });
}

export const memberHandlers = {
  /** Members search by text; the owner and admins also filter by role and state, and see what they manage. */
  search(c: Context<ViewerEnv>, body: MemberSearch) {
    const { deps, group, viewer } = c.var;
    const q = (body.q ?? '').trim();
    const offset = body.offset ?? 0;
    const limit = body.limit ?? MEMBER_PAGE_SIZE;
    const nowMs = deps.clock();
    const admin = isAdminViewer(viewer, nowMs);
    const filters: MemberFilters = { role: body.role, state: body.state };
    if (!admin && (filters.role !== undefined || filters.state !== undefined)) throw apiErrors.forbidden('filters are for admins');
    const privacy = memberPrivacy(deps.db, group.group_id);
    const reader = { admin, userId: viewer.user.user_id };
    assertMembersVisible(privacy, reader);
    const links = mediaLinks(deps);
    const members = searchMembers(deps.db, group.group_id, q, offset, limit, filters)
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader));
    return sendData(c, MemberPage, {
      members: admin ? withAdminFields(deps.db, group.group_id, members, nowMs) : members,
      total: countMembers(deps.db, group.group_id, q, filters),
    });
  },

  /** Public (the members/{id} route is reachable without login): a profile card; the owner and admins see more. */
  get(c: Context<GroupEnv>, userId: string) {
    const { deps, group } = c.var;
    const nowMs = deps.clock();
    const viewer = sessionViewer(c);
    const admin = isAdminViewer(viewer, nowMs);
    const privacy = memberPrivacy(deps.db, group.group_id);
    const reader = { admin, userId: viewer ? viewer.user.user_id : null };
    assertMembersVisible(privacy, reader, userId);
    const row = findMember(deps.db, group.group_id, userId);
    if (!row) throw apiErrors.notFound();
    const member = toMember(row, nowMs, mediaLinks(deps), group.group_id);
    return sendData(c, Member, admin ? withAdminFields(deps.db, group.group_id, [member], nowMs)[0] : shownTo(member, privacy, reader));
  },

  /** An admin's action on a member (member.service.ts), answered with the member as admins see them. */
  act(c: Context<ViewerEnv>, userId: string, action: MemberAction) {
    const { deps, group, viewer } = c.var;
    actOnMember(deps, group.group_id, viewer.user.user_id, userId, action);
    const nowMs = deps.clock();
    const member = toMember(findMember(deps.db, group.group_id, userId)!, nowMs, mediaLinks(deps), group.group_id);
    return sendData(c, Member, withAdminFields(deps.db, group.group_id, [member], nowMs)[0]);
  },

  byIds(c: Context<ViewerEnv>, idsParam: string) {
    const { deps, group } = c.var;
    const ids = Array.from(new Set(idsParam.split(',').map((id) => id.trim()).filter(Boolean)));
    if (ids.length === 0) throw apiErrors.validation('ids is required');
    if (ids.length > 100) throw apiErrors.validation('invalid ids: at most 100');
    const nowMs = deps.clock();
    const admin = isAdminViewer(c.var.viewer, nowMs);
    const privacy = memberPrivacy(deps.db, group.group_id);
    const reader = { admin, userId: c.var.viewer.user.user_id };
    assertMembersVisible(privacy, reader);
    const links = mediaLinks(deps);
    const members = ids.map((id) => findMember(deps.db, group.group_id, id))
      .filter((row): row is MemberRow => row !== undefined)
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader));
    return sendData(c, MemberList, admin ? withAdminFields(deps.db, group.group_id, members, nowMs) : members);
  },

  /**
   * A member's activities: this group's as its privacy lets the caller see them; with `group=all`
   * (issue 25 point 7) those of every other group where the caller is a member too, each as that
   * group's privacy lets them, newest first on one page.
   */
  activities(c: Context<ViewerEnv>, userId: string, query: ActivitiesQuery) {
    const { deps, group, viewer } = c.var;
    const nowMs = deps.clock();
    const privacy = memberPrivacy(deps.db, group.group_id);
    const reader = { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id };
    assertMembersVisible(privacy, reader, userId);
    if (!findMember(deps.db, group.group_id, userId)) throw apiErrors.notFound();
    const groups = activitiesVisibleIn(deps.db, group.group_id, viewer, userId, nowMs) ? [group.group_id] : [];
    if (query.group === 'all') groups.push(...otherGroupsShown(deps.db, group.group_id, viewer.user.user_id, userId, nowMs));
    return activitiesPage(c, userId, groups, query);
  },

  /** The caller's own activities in this group (`group=all` is for a member's page: ignored here). */
  myActivities(c: Context<ViewerEnv>, query: ActivitiesQuery) {
    return activitiesPage(c, c.var.viewer.user.user_id, [c.var.group.group_id], query);
  },

  /**
   * The group's team (issue 25 point 7): the owner, the admins and the lecturers, as the member list
   * shows them to a member (membership dates as the group's privacy allows), whoever asks.
   */
  ops(c: Context<ViewerEnv>) {
    const { deps, group, viewer } = c.var;
    const nowMs = deps.clock();
    const privacy = memberPrivacy(deps.db, group.group_id);
    assertMembersVisible(privacy, { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id });
    const reader = { admin: false, userId: viewer.user.user_id };
    const links = mediaLinks(deps);
    return sendData(c, MemberList, listOperators(deps.db, group.group_id)
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader)));
  },

  /** An admin's message to every member (member.service.ts); the group_id header must name this group. */
  post(c: Context<ViewerEnv>, text: string) {
    const { deps, group, viewer } = c.var;
    if (c.req.header('group_id') !== group.group_id) {
      throw apiErrors.validation('invalid group_id header: must name this group');
    }
    return sendData(c, MemberPostResult, postToMembers(deps, group.group_id, viewer.user.user_id, text));
  },
};
