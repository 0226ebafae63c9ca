import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { TOKEN_EXPIRY_HEADER } from '../../../contract/headers';
import type { AppDeps, GroupEnv, SessionState, ViewerEnv } from '../../context';
import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
import { nowSeconds } from '../../context';
import { apiErrors } from '../../lib/errors';
import { hasAdminAuthority, hasLecturerAuthority, isActiveMember, isBanned, isOwner } from '../../lib/roles';
import { verifyAccessToken } from '../../lib/tokens';
import {
  findMembership, findMembershipSync, findUser, findUserSync, listPolicies, listPoliciesSync, type MembershipRow, type UserRow,
} from '../account/account.repo';

/** The signed-in caller as seen by this group. */
export type Viewer = { user: UserRow; membership: MembershipRow | null; policies: string[] };

/**
 * Reads the bearer token on every group route. A valid token for THIS group becomes the
 * session and stamps the expiry header; public routes ignore a bad token, guards refuse it.
 */
export const readSession: MiddlewareHandler<GroupEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (!header) {
    c.set('session', null);
  } else if (!token) {
    c.set('session', { ok: false, reason: 'malformed authorization header' });
  } else {
    const { deps, group } = c.var;
    const session = verifyGroupToken(deps, group.group_id, token);
    c.set('session', session);
    if (session.ok) c.header(TOKEN_EXPIRY_HEADER, String(session.claims.exp));
  }
  await next();
};

/** An access token checked for this group (signature, expiry, group): the HTTP session and the chat socket's auth. */
export function verifyGroupToken(
  deps: Pick<AppDeps, 'tokenSecret' | 'clock'>, groupId: string, token: string,
): NonNullable<SessionState> {
  const result = verifyAccessToken(deps.tokenSecret, token, nowSeconds(deps.clock));
  if (!result.ok) return { ok: false, reason: `token ${result.reason}` };
  if (result.claims.g !== groupId) return { ok: false, reason: 'token belongs to another group' };
  return result;
}

/** The user as this group sees them (membership, policies); undefined for an unknown user. */
export async function viewerOf(sql: Sql, groupId: string, userId: string): Promise<Viewer | undefined> {
  const user = await findUser(sql, userId);
  if (!user) return undefined;
  const membership = (await findMembership(sql, groupId, user.user_id)) ?? null;
  const policies = membership ? await listPolicies(sql, groupId, user.user_id) : [];
  return { user, membership, policies };
}

/** The same for the chat hub (chat/hub.ts), which has not moved onto the async layer yet. */
export function viewerOfSync(db: Db, groupId: string, userId: string): Viewer | undefined {
  const user = findUserSync(db, userId);
  if (!user) return undefined;
  const membership = findMembershipSync(db, groupId, user.user_id) ?? null;
  const policies = membership ? listPoliciesSync(db, groupId, user.user_id) : [];
  return { user, membership, policies };
}

type Check = (viewer: Viewer, nowMs: number) => void;

function guard(allowBanned: boolean, check?: Check) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const { session, deps, group } = c.var;
    if (!session) throw apiErrors.loginRequired();
    if (!session.ok) throw apiErrors.loginRequired(session.reason);
    const viewer = await viewerOf(deps.sql, group.group_id, session.claims.u);
    if (!viewer) throw apiErrors.loginRequired('unknown user');
    if (!allowBanned && isBanned(viewer.policies)) throw apiErrors.forbidden('banned from group');
    // A blocked membership (§4) is shut out as a ban is: the app shows the banned screen (§1 check 6).
    if (!allowBanned && viewer.membership?.state === 'blocked') throw apiErrors.forbidden('blocked from group');
    check?.(viewer, deps.clock());
    c.set('viewer', viewer);
    await next();
  });
}

function requireRole(allowed: (role: MembershipRow['role']) => boolean): Check {
  return (viewer, nowMs) => {
    requireActiveMembership(viewer, nowMs);
    if (!allowed(viewer.membership!.role)) throw apiErrors.forbidden();
  };
}

function requireActiveMembership(viewer: Viewer, nowMs: number): void {
  if (!viewer.membership || !isActiveMember(viewer.membership, nowMs)) throw apiErrors.memberRequired();
}

/** Any signed-in user of this group, banned and blocked ones included: only for reading one's own profile. */
export const authenticate = guard(true);
/** A signed-in user who is neither banned nor blocked (pending users included). */
export const requireUser = guard(false);
/** A paid/subscribed member or staff. 100461 otherwise. */
export const requireMember = guard(false, requireActiveMembership);
/** Lecturer authority: owner, admin or lecturer. */
export const requireLecturer = guard(false, requireRole(hasLecturerAuthority));
/** Admin authority: owner or admin. */
export const requireAdmin = guard(false, requireRole(hasAdminAuthority));
export const requireOwner = guard(false, requireRole(isOwner));
