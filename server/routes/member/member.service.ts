import { randomUUID } from 'node:crypto';
import type { GroupEventAction } from '../../../contract/event';
import { ErrorCode } from '../../../contract/errors';
import {
  hasMembership, MEMBER_POLICIES, memberActionRefusal, roleChangeRefusal, type AssignableRole, type MemberPolicy,
} from '../../../contract/memberAdmin';
import type { AppDeps } from '../../context';
import { ApiError, apiErrors } from '../../lib/errors';
import { messages } from '../../lib/messaging';
import { hasAdminAuthority } from '../../lib/roles';
import { findMembership, listPolicies } from '../account/account.repo';
import type { Viewer } from '../auth/auth.middleware';
import { recordGroupEvent } from '../event/event.repo';
import {
  blockMembership, endMembership, findMember, insertMemberPost, listPostRecipients, replacePolicies, setMembershipRole,
  setShutUpUntil, unblockMembership,
} from './member.repo';

// Member management (issue 14 point 2; §6): block, shut up, kick, set role, set policies. Each runs in
// one transaction of the async layer (SQLite's IMMEDIATE, PostgreSQL's SERIALIZABLE) that re-reads the caller's and the member's roles, checks the rules of
// contract/memberAdmin.ts, makes the change and records it as a group event; a call that changes
// nothing (blocking the blocked) records nothing.

export type MemberAction =
  | { kind: 'block'; block: boolean }
  | { kind: 'shut_up'; minutes: number }
  | { kind: 'kick' }
  | { kind: 'set_role'; role: AssignableRole }
  | { kind: 'set_policies'; policies: readonly MemberPolicy[] };

const REFUSALS = {
  self: () => new ApiError(403, ErrorCode.memberActionSelf, 'you cannot do this to yourself'),
  owner: () => new ApiError(403, ErrorCode.memberActionOwner, 'the owner cannot be acted on'),
  admin: () => new ApiError(403, ErrorCode.memberActionAdmin, 'only the owner can act on an admin'),
  owner_only: () => new ApiError(403, ErrorCode.memberRoleOwnerOnly, 'only the owner makes admins'),
};

/**
 * Applies `action` by the admin `actorId` to the member `targetId` of the group. Throws the refusal
 * (403 with the rule's code, 404 for someone without a membership here, 409 kicking someone not joined).
 */
export async function actOnMember(
  deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, actorId: string, targetId: string, action: MemberAction,
): Promise<void> {
  await deps.sql.tx(async (sql) => {
    const nowMs = deps.clock();
    const at = new Date(nowMs).toISOString();
    // The guard let the caller in; the owner may have changed their role since.
    const actor = await findMembership(sql, groupId, actorId);
    if (!actor || !hasAdminAuthority(actor.role)) throw apiErrors.forbidden();
    const target = await findMember(sql, groupId, targetId);
    if (!target) throw apiErrors.notFoundWith('member not found');
    const people = { actor: { user_id: actorId, role: actor.role }, target: { user_id: targetId, role: target.role } };
    const refusal = action.kind === 'set_role'
      ? roleChangeRefusal(people.actor, people.target, action.role)
      : memberActionRefusal(people.actor, people.target);
    if (refusal) throw REFUSALS[refusal]();

    const record = (name: GroupEventAction, details: Record<string, unknown>) => recordGroupEvent(sql, {
      groupId, actorId, action: name, targetKind: 'member', targetId, details: { name: target.full_name, ...details }, at,
    });
    switch (action.kind) {
      case 'block':
        if (await (action.block ? blockMembership(sql, groupId, targetId) : unblockMembership(sql, groupId, targetId))) {
          await record(action.block ? 'member.block' : 'member.unblock', {});
        }
        return;
      case 'shut_up': {
        const until = action.minutes === 0 ? null : new Date(nowMs + action.minutes * 60_000).toISOString();
        const current = (await findMembership(sql, groupId, targetId))?.shut_up_until ?? null;
        const silent = current !== null && Date.parse(current) > nowMs;
        if (until === null && !silent) return;
        await setShutUpUntil(sql, groupId, targetId, until);
        await record('member.shut_up', { minutes: action.minutes, until });
        return;
      }
      case 'kick':
        if (!hasMembership(target)) {
          throw apiErrors.rejected('not joined: there is no membership to end', ErrorCode.memberNotJoined);
        }
        await endMembership(sql, groupId, targetId);
        await record('member.kick', { role: target.role, state: target.state });
        return;
      case 'set_role':
        if (target.role === action.role) return;
        await setMembershipRole(sql, groupId, targetId, action.role);
        await record('member.set_role', { role: action.role, previous_role: target.role });
        return;
      case 'set_policies': {
        const wanted = MEMBER_POLICIES.filter((p) => action.policies.includes(p));
        const before = (await listPolicies(sql, groupId, targetId)).filter((p) => (MEMBER_POLICIES as readonly string[]).includes(p));
        if (before.length === wanted.length && wanted.every((p) => before.includes(p))) return;
        await replacePolicies(sql, groupId, targetId, MEMBER_POLICIES, wanted, at);
        await record('member.set_policies', { policies: wanted });
        return;
      }
    }
  });
}

/**
 * A shut-up member may not write (chat messages, discussion posts and replies, check-ins) until the
 * time an admin set: the refusal names it after ': ' (the app says until when, in local time).
 */
export function shutUpRefusal(viewer: Viewer, nowMs: number): ApiError | null {
  const until = viewer.membership?.shut_up_until;
  if (!until || Date.parse(until) <= nowMs) return null;
  return new ApiError(403, ErrorCode.memberShutUp, `muted by an admin until: ${until}`);
}

/**
 * An admin's message to every member (issue 25 point 7): in one transaction, re-reads the
 * author's role, records the post and a 'members.post' group event, and hands the sender one wallet
 * message per active member (lib/messaging.ts: the outbox, delivered by jobs/outbox.ts after commit,
 * each under its own key, so a retried delivery is not a second message). The text goes out as the
 * admin wrote it, from the group's bot. Answers the post's id and how many members it goes to.
 */
export function postToMembers(
  deps: Pick<AppDeps, 'sql' | 'clock'>, groupId: string, authorId: string, text: string,
): Promise<{ post_id: string; recipients: number }> {
  const postId = randomUUID();
  return deps.sql.tx(async (sql) => {
    const at = new Date(deps.clock()).toISOString();
    const author = await findMembership(sql, groupId, authorId);
    if (!author || !hasAdminAuthority(author.role)) throw apiErrors.forbidden();
    const recipients = await listPostRecipients(sql, groupId, authorId, at);
    await insertMemberPost(sql, { post_id: postId, group_id: groupId, author_id: authorId, text, recipients: recipients.length, created_at: at });
    for (const userId of recipients) {
      await messages.wallet(sql, { key: `members-post:${postId}:${userId}`, groupId, userId, text, sentAt: at });
    }
    await recordGroupEvent(sql, {
      groupId, actorId: authorId, action: 'members.post', targetKind: 'member_post', targetId: postId,
      details: { text, recipients: recipients.length }, at,
    });
    return { post_id: postId, recipients: recipients.length };
  });
}
