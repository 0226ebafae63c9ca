import type { Context } from 'hono';
import {
  DecodedInvitation, InvitationBound, InvitationCodeList, InvitationCount, InvitationRelation,
  InvitationRevoked, InviteRecordCount, InviteRecordList, InviteeList, JoinResult, MyInvitation, PublicInvitationCodeList,
  type InvitationCode, type InviteBonus,
} from '../../../contract/invitation';
import { ErrorCode } from '../../../contract/errors';
import { add } from '../../../contract/money';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { ApiError, apiErrors } from '../../lib/errors';
import { POLICY_USER_DISABLE_INVITATION } from '../../lib/roles';
import { findMembershipSync, findUserSync, findUserByIdentityNumberSync } from '../account/account.repo';
import { assertEntryOpenSync, grantOpenMembership, isJoined, membershipOfSync } from '../account/membership.service';
import {
  deleteRelation, findInvitationCode, findRelation, insertRelation, listMyInvitationCodes, listPublicCodes,
  markRelationCodeUsed, releaseOneTimeCode, countInvitees, listInviteBonuses, listInviteRecords, listInvitees,
  type BonusRow, type CodeFilter, type MyInvitationCodeRow,
} from './invitation.repo';
import { findProduct } from '../product/product.repo';
import { findGroupSettingsSync } from '../group/group.repo';
import { bonusRateOf } from '../group/group.service';
import {
  INVITATION_UNAVAILABLE, applyInvitationCode, canInvite, ensurePermanentCode, isCodeAvailable,
  normaliseInvitationCode, permanentCodesEnabled, toRelation,
} from './invitation.service';

type ViewerContext = Context<ViewerEnv>;

const PUBLIC_CODES_SHOWN = 10;

function toInvitationCode(row: MyInvitationCodeRow): InvitationCode {
  return {
    code: row.code,
    kind: row.kind,
    product_id: row.product_id,
    // Spent, or with someone whose reservation or open order still holds it; a lapsed claim is free again.
    used: row.claimed === 1,
    used_at: row.used_at,
    invitee: row.claimed === 0 || row.invitee_full_name === null ? null : {
      avatar_url: row.invitee_avatar_url!,
      full_name: row.invitee_full_name,
      identity_number: row.invitee_identity_number!,
    },
    created_at: row.created_at,
  };
}

/**
 * §6: a member with USER_DISABLE_INVITATION may not hand out codes. Its own code, not 100403: that
 * one sends the client to the forbidden page meant for banned members.
 */
function assertMayInvite(c: ViewerContext): void {
  if (c.var.viewer.policies.includes(POLICY_USER_DISABLE_INVITATION)) {
    throw new ApiError(403, ErrorCode.invitationDisabled, 'invitation disabled for this user');
  }
}

/** Bonus amounts summed exactly per asset, in the order the rows come (the assets' order). */
export function sumBonuses(rows: Pick<BonusRow, 'asset_id' | 'symbol' | 'bonus_amount'>[]): InviteBonus[] {
  const sums = new Map<string, InviteBonus>();
  for (const row of rows) {
    const sum = sums.get(row.asset_id);
    if (sum) sum.amount = add(sum.amount, row.bonus_amount);
    else sums.set(row.asset_id, { asset_id: row.asset_id, symbol: row.symbol, amount: add('0', row.bonus_amount) });
  }
  return Array.from(sums.values());
}

/** A product of this group, else 404 (a product of another group is not found here). */
async function groupProductId(c: ViewerContext, productId: string): Promise<string> {
  const { deps, group } = c.var;
  if (!await findProduct(deps.sql, group.group_id, productId)) throw apiErrors.notFoundWith('product not found');
  return productId;
}

export type Page = { offset: number; limit: number };

/** A page as the query asks for it (contract/api/invitation.ts InvitePageQuery): 20 from the start unless told. */
const INVITE_PAGE = 20;
const pageOf = (query: { offset?: number; limit?: number }): Page => ({ offset: query.offset ?? 0, limit: query.limit ?? INVITE_PAGE });

function myCodes(c: ViewerContext, filter: CodeFilter, productId: string | undefined) {
  const { deps, group, viewer } = c.var;
  // Every member has a permanent code to share, made the first time they look; none while the
  // group has permanent codes off (admin/invitation): then one-time codes are what is shared.
  const now = nowIso(deps.clock);
  if (!permanentCodesEnabled(deps.db, group.group_id)) {
    return listMyInvitationCodes(deps.db, group.group_id, viewer.user.user_id, filter, productId, now).filter((row) => row.kind !== 'permanent');
  }
  ensurePermanentCode(deps.db, group.group_id, viewer.user.user_id, now);
  return listMyInvitationCodes(deps.db, group.group_id, viewer.user.user_id, filter, productId, now);
}

export const invitationHandlers = {
  list(c: ViewerContext, filter: CodeFilter, productId: string | undefined) {
    if (filter !== 'used') assertMayInvite(c);
    return sendData(c, InvitationCodeList, myCodes(c, filter, productId).map(toInvitationCode));
  },

  count(c: ViewerContext, productId: string | undefined) {
    const { deps, group, viewer } = c.var;
    // With invitations disabled no code of mine can be shared (others' tries are refused too).
    const disabled = viewer.policies.includes(POLICY_USER_DISABLE_INVITATION);
    return sendData(c, InvitationCount, {
      available: disabled ? 0 : myCodes(c, 'available', productId).length,
      used: myCodes(c, 'used', productId).length,
      invitees: countInvitees(deps.db, group.group_id, viewer.user.user_id),
      // The rule the hub explains; the settings keep it to admins (issue 22 point 11).
      bonus_rate: bonusRateOf(findGroupSettingsSync(deps.db, group.group_id)),
    });
  },

  /** People who named me as their inviter, with what each one's purchases earned me. */
  invitees(c: ViewerContext, query: { offset?: number; limit?: number }) {
    const { deps, group, viewer } = c.var;
    const page = pageOf(query);
    const me = viewer.user.user_id;
    const rows = listInvitees(deps.db, group.group_id, me, page.offset, page.limit);
    const bonuses = listInviteBonuses(deps.db, group.group_id, me, null);
    return sendData(c, InviteeList, rows.map((row) => ({
      invitee: { avatar_url: row.avatar_url, full_name: row.full_name, identity_number: row.identity_number },
      code: row.code,
      kind: row.kind,
      created_at: row.created_at,
      joined_at: row.joined_at,
      bonus: sumBonuses(bonuses.filter((bonus) => bonus.invitee_id === row.user_id)),
    })));
  },

  async inviteRecordCount(c: ViewerContext, productId: string) {
    const { deps, group, viewer } = c.var;
    const rows = listInviteBonuses(deps.db, group.group_id, viewer.user.user_id, await groupProductId(c, productId));
    return sendData(c, InviteRecordCount, { count: rows.length, bonus: sumBonuses(rows) });
  },

  async inviteRecords(c: ViewerContext, productId: string, query: { offset?: number; limit?: number }) {
    const { deps, group, viewer } = c.var;
    const page = pageOf(query);
    const productIdOk = await groupProductId(c, productId);
    const rows = listInviteRecords(deps.db, group.group_id, viewer.user.user_id, productIdOk, page.offset, page.limit);
    return sendData(c, InviteRecordList, rows.map((row) => ({
      record_id: row.record_id,
      product_id: row.product_id,
      invitee: { avatar_url: row.avatar_url, full_name: row.full_name, identity_number: row.identity_number },
      code: row.code,
      asset_id: row.asset_id,
      symbol: row.symbol,
      paid_amount: row.paid_amount,
      rate: row.rate,
      bonus_amount: row.bonus_amount,
      created_at: row.created_at,
    })));
  },

  me(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const relation = findRelation(deps.db, group.group_id, viewer.user.user_id);
    return sendData(c, MyInvitation, relation ? toRelation(relation) : null);
  },

  apply(c: ViewerContext, code: string) {
    const { deps, group, viewer } = c.var;
    const relation = deps.db.transaction(() => {
      if (isJoined(membershipOfSync(deps.db, group.group_id, viewer.user.user_id), deps.clock())) {
        throw apiErrors.rejected('already joined');
      }
      return applyInvitationCode(deps.db, group, viewer.user.user_id, code, nowIso(deps.clock));
    })();
    return sendData(c, InvitationRelation, toRelation(relation));
  },

  /**
   * Joins without paying where the group allows it: free entry, or an invite-only group that
   * does not charge, for a user with an inviter. The one-time code is spent in the same step.
   */
  confirmExisted(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    const membership = deps.db.transaction(() => {
      const now = nowIso(deps.clock);
      if (isJoined(membershipOfSync(deps.db, group.group_id, userId), deps.clock())) throw apiErrors.rejected('already joined');
      if (group.pay_to_join) throw apiErrors.rejected('payment required to join this group');
      assertEntryOpenSync(deps.db, group, userId, deps.clock());
      if (group.invite_to_join && !findRelation(deps.db, group.group_id, userId)) {
        throw apiErrors.rejected('an invitation code is required to join this group');
      }
      grantOpenMembership(deps.db, group.group_id, userId, now, deps.clock());
      markRelationCodeUsed(deps.db, group.group_id, userId, now);
      return findMembershipSync(deps.db, group.group_id, userId)!;
    })();
    return sendData(c, JoinResult, {
      state: membership.state, joined_at: membership.joined_at, expired_at: membership.expired_at,
    });
  },

  /** §4: only a pending user may drop their inviter, naming the code and inviter they hold. */
  revoke(c: ViewerContext, query: { code: string; inviter_id: string }) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    deps.db.transaction(() => {
      const relation = findRelation(deps.db, group.group_id, userId);
      if (!relation || relation.code !== normaliseInvitationCode(query.code) || relation.inviter_id !== query.inviter_id) {
        throw apiErrors.rejected('invitation relation not found');
      }
      if (findMembershipSync(deps.db, group.group_id, userId)?.state !== 'pending') {
        throw apiErrors.rejected('only pending users can remove their inviter');
      }
      deleteRelation(deps.db, group.group_id, userId);
      if (relation.kind === 'one_time') releaseOneTimeCode(deps.db, relation.code, userId);
    })();
    return sendData(c, InvitationRevoked, { revoked: true });
  },

  publicCodes(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    if (!group.provide_public_random_invitation_codes) {
      throw apiErrors.rejected('this group provides no public invitation codes');
    }
    const rows = listPublicCodes(deps.db, group.group_id, PUBLIC_CODES_SHOWN, nowIso(deps.clock))
      .filter((row) => canInvite(deps.db, group.group_id, row.inviter_id));
    return sendData(c, PublicInvitationCodeList, rows.map((row) => ({
      code: row.code,
      inviter: { avatar_url: row.avatar_url, full_name: row.full_name, identity_number: row.identity_number },
    })));
  },

  decode(c: Context<GroupEnv>, rawCode: string) {
    const { deps, group } = c.var;
    if (c.req.header('group_id') !== group.group_id) {
      throw apiErrors.validation('invalid group_id header: must name this group');
    }
    const row = findInvitationCode(deps.db, group.group_id, normaliseInvitationCode(rawCode), nowIso(deps.clock));
    const inviter = row?.inviter_id ? findUserSync(deps.db, row.inviter_id) : undefined;
    if (!row || !inviter) throw apiErrors.notFoundWith(INVITATION_UNAVAILABLE);
    return sendData(c, DecodedInvitation, {
      code: row.code,
      kind: row.kind,
      group_id: group.group_id,
      inviter_id: row.inviter_id!,
      inviter: { avatar_url: inviter.avatar_url, full_name: inviter.full_name, identity_number: inviter.identity_number },
      available: isCodeAvailable(deps.db, group, row),
    });
  },

  /** The owner makes a member of the group their invitee (no code typed). */
  bind(c: ViewerContext, identityNumber: string) {
    const { deps, group, viewer } = c.var;
    const result = deps.db.transaction(() => {
      const invitee = findUserByIdentityNumberSync(deps.db, identityNumber);
      if (!invitee || !findMembershipSync(deps.db, group.group_id, invitee.user_id)) {
        throw apiErrors.notFoundWith('user not found in this group');
      }
      if (invitee.user_id === viewer.user.user_id) throw apiErrors.rejected('cannot bind yourself');
      if (findRelation(deps.db, group.group_id, invitee.user_id)) throw apiErrors.rejected('user already has an inviter');
      const now = nowIso(deps.clock);
      const code = ensurePermanentCode(deps.db, group.group_id, viewer.user.user_id, now);
      insertRelation(deps.db, {
        groupId: group.group_id, userId: invitee.user_id, inviterId: viewer.user.user_id, code, kind: 'permanent', nowIso: now,
      });
      return { user_id: invitee.user_id, relation: toRelation(findRelation(deps.db, group.group_id, invitee.user_id)!) };
    })();
    return sendData(c, InvitationBound, result);
  },
};
