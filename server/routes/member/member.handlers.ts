import type { Context } from 'hono';
import {
  ACTIVITY_PAGE_SIZE, ActivityPage, MEMBER_PAGE_SIZE, Member, MemberList, MemberPage, MemberPostResult, type MemberSearch,
} from '../../../contract/member';
import type { GroupEnv, ViewerEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hasAdminAuthority, isActiveMember, isBanned } from '../../lib/roles';
import { mediaLinks, type MediaLinks } from '../attachment/attachment.links';
import { inPrivacyMode } from '../account/profile.repo';
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
async function sessionViewer(c: Context<GroupEnv>): Promise<Viewer | undefined> {
  const { session, deps, group } = c.var;
  return session?.ok ? viewerOf(deps.sql, group.group_id, session.claims.u) : undefined;
}

type MemberOut = ReturnType<typeof toMember>;

/** For the owner and admins: each member with their policies and the end of a shut-up still running. */
async function withAdminFields(sql: Sql, groupId: string, members: MemberOut[], nowMs: number) {
  const rows = new Map((await listMemberAdminRows(sql, groupId, members.map((m) => m.user_id))).map((row) => [row.user_id, row]));
  return members.map((member) => {
    const row = rows.get(member.user_id);
    const until = row?.shut_up_until ?? null;
    return {
      ...member,
      policies: row ? row.policies : [],
      shut_up_until: until !== null && Date.parse(until) > nowMs ? until : null,
    };
  });
}

export type ActivitiesQuery = { limit?: number; before?: string; group?: 'all' };

/** A page of `userId`'s activities in `groupIds` (none: an empty page). */
async function activitiesPage(c: Context<ViewerEnv>, userId: string, groupIds: readonly string[], query: ActivitiesQuery) {
  const { deps } = c.var;
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  if (query.before !== undefined && Number.isNaN(Date.parse(query.before))) {
    throw apiErrors.validation('invalid before: expected an ISO date-time');
  }
  if (groupIds.length === 0) return sendData(c, ActivityPage, { activities: [], has_more: false });
  const before = query.before ?? null;
  const rows = groupIds.length === 1
    ? await listActivities(deps.sql, userId, groupIds[0]!, before, limit + 1)
    : await listActivitiesIn(deps.sql, userId, groupIds, before, limit + 1);
  return sendData(c, ActivityPage, { activities: rows.slice(0, limit), has_more: rows.length > limit });
}

/**
 * Whether `viewer` (the caller as `groupId` sees them) is shown `userId`'s activities there: the
 * group's member list and profile settings (member.privacy.ts) and the member's privacy mode there
 * (server/README.md, "Me": the history is the member's own and the group's admins').
 */
async function activitiesVisibleIn(sql: Sql, groupId: string, viewer: Viewer, userId: string, nowMs: number): Promise<boolean> {
  const privacy = await memberPrivacy(sql, groupId);
  const reader = { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id };
  if (!privacy.listVisible && !reader.admin && reader.userId !== userId) return false;
  const own = viewer.user.user_id === userId || (viewer.membership !== null && hasAdminAuthority(viewer.membership.role));
  if (!own && await inPrivacyMode(sql, groupId, userId)) return false;
  return activitiesShown(privacy, reader, userId);
}

/**
 * The groups besides this one whose activities of `userId` a `group=all` page shows: those where the
 * caller is an active member too (neither banned nor blocked, as requireMember lets them in there),
 * `userId` is a member, and that group's privacy shows them the history.
 */
async function otherGroupsShown(sql: Sql, groupId: string, callerId: string, userId: string, nowMs: number): Promise<string[]> {
  const shown: string[] = [];
  for (const other of await listMembershipGroups(sql, callerId)) {
    if (other === groupId || !(await findMember(sql, other, userId))) continue;
    const there = await viewerOf(sql, other, callerId);
    const membership = there?.membership;
    if (!there || !membership || !isActiveMember(membership, nowMs) || isBanned(there.policies) || membership.state === 'blocked') continue;
    if (await activitiesVisibleIn(sql, other, there, userId, nowMs)) shown.push(other);
  }
  return shown;
}

export const memberHandlers = {
  /** Members search by text; the owner and admins also filter by role and state, and see what they manage. */
  async search(c: Context<ViewerEnv>, body: MemberSearch) {
    const { deps, group, viewer } = c.var;
    const q = (body.q ?? '').trim();
    const offset = body.offset ?? 0;
    const limit = body.limit ?? MEMBER_PAGE_SIZE;
    const nowMs = deps.clock();
    const admin = isAdminViewer(viewer, nowMs);
    const filters: MemberFilters = { role: body.role, state: body.state };
    if (!admin && (filters.role !== undefined || filters.state !== undefined)) throw apiErrors.forbidden('filters are for admins');
    const privacy = await memberPrivacy(deps.sql, group.group_id);
    const reader = { admin, userId: viewer.user.user_id };
    assertMembersVisible(privacy, reader);
    const links = mediaLinks(deps);
    const members = (await searchMembers(deps.sql, group.group_id, q, offset, limit, filters))
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader));
    return sendData(c, MemberPage, {
      members: admin ? await withAdminFields(deps.sql, group.group_id, members, nowMs) : members,
      total: await countMembers(deps.sql, group.group_id, q, filters),
    });
  },

  /** Public (the members/{id} route is reachable without login): a profile card; the owner and admins see more. */
  async get(c: Context<GroupEnv>, userId: string) {
    const { deps, group } = c.var;
    const nowMs = deps.clock();
    const viewer = await sessionViewer(c);
    const admin = isAdminViewer(viewer, nowMs);
    const privacy = await memberPrivacy(deps.sql, group.group_id);
    const reader = { admin, userId: viewer ? viewer.user.user_id : null };
    assertMembersVisible(privacy, reader, userId);
    const row = await findMember(deps.sql, group.group_id, userId);
    if (!row) throw apiErrors.notFound();
    const member = toMember(row, nowMs, mediaLinks(deps), group.group_id);
    return sendData(c, Member, admin ? (await withAdminFields(deps.sql, group.group_id, [member], nowMs))[0] : shownTo(member, privacy, reader));
  },

  /** An admin's action on a member (member.service.ts), answered with the member as admins see them. */
  async act(c: Context<ViewerEnv>, userId: string, action: MemberAction) {
    const { deps, group, viewer } = c.var;
    await actOnMember(deps, group.group_id, viewer.user.user_id, userId, action);
    const nowMs = deps.clock();
    const member = toMember((await findMember(deps.sql, group.group_id, userId))!, nowMs, mediaLinks(deps), group.group_id);
    return sendData(c, Member, (await withAdminFields(deps.sql, group.group_id, [member], nowMs))[0]);
  },

  async byIds(c: Context<ViewerEnv>, idsParam: string) {
    const { deps, group } = c.var;
    const ids = Array.from(new Set(idsParam.split(',').map((id) => id.trim()).filter(Boolean)));
    if (ids.length === 0) throw apiErrors.validation('ids is required');
    if (ids.length > 100) throw apiErrors.validation('invalid ids: at most 100');
    const nowMs = deps.clock();
    const admin = isAdminViewer(c.var.viewer, nowMs);
    const privacy = await memberPrivacy(deps.sql, group.group_id);
    const reader = { admin, userId: c.var.viewer.user.user_id };
    assertMembersVisible(privacy, reader);
    const links = mediaLinks(deps);
    const found: (MemberRow | undefined)[] = [];
    for (const id of ids) found.push(await findMember(deps.sql, group.group_id, id));
    const members = found
      .filter((row): row is MemberRow => row !== undefined)
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader));
    return sendData(c, MemberList, admin ? await withAdminFields(deps.sql, group.group_id, members, nowMs) : members);
  },

  /**
   * A member's activities: this group's as its privacy lets the caller see them; with `group=all`
   * (issue 25 point 7) those of every other group where the caller is a member too, each as that
   * group's privacy lets them, newest first on one page.
   */
  async activities(c: Context<ViewerEnv>, userId: string, query: ActivitiesQuery) {
    const { deps, group, viewer } = c.var;
    const nowMs = deps.clock();
    const privacy = await memberPrivacy(deps.sql, group.group_id);
    const reader = { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id };
    assertMembersVisible(privacy, reader, userId);
    if (!(await findMember(deps.sql, group.group_id, userId))) throw apiErrors.notFound();
    const groups = await activitiesVisibleIn(deps.sql, group.group_id, viewer, userId, nowMs) ? [group.group_id] : [];
    if (query.group === 'all') groups.push(...await otherGroupsShown(deps.sql, group.group_id, viewer.user.user_id, userId, nowMs));
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
  async ops(c: Context<ViewerEnv>) {
    const { deps, group, viewer } = c.var;
    const nowMs = deps.clock();
    const privacy = await memberPrivacy(deps.sql, group.group_id);
    assertMembersVisible(privacy, { admin: isAdminViewer(viewer, nowMs), userId: viewer.user.user_id });
    const reader = { admin: false, userId: viewer.user.user_id };
    const links = mediaLinks(deps);
    return sendData(c, MemberList, (await listOperators(deps.sql, group.group_id))
      .map((row) => shownTo(toMember(row, nowMs, links, group.group_id), privacy, reader)));
  },

  /** An admin's message to every member (member.service.ts); the group_id header must name this group. */
  async post(c: Context<ViewerEnv>, text: string) {
    const { deps, group, viewer } = c.var;
    if (c.req.header('group_id') !== group.group_id) {
      throw apiErrors.validation('invalid group_id header: must name this group');
    }
    return sendData(c, MemberPostResult, await postToMembers(deps, group.group_id, viewer.user.user_id, text));
  },
};
