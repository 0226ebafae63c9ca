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
import { findMembership, findUser, findUserByIdentityNumber } from '../account/account.repo';
import { assertEntryOpen, grantOpenMembership, isJoined, membershipOf } from '../account/membership.service';
import {
  deleteRelation, findInvitationCode, findRelation, insertRelation, listMyInvitationCodes, listPublicCodes,
  markRelationCodeUsed, releaseOneTimeCode, countInvitees, listInviteBonuses, listInviteRecords, listInvitees,
  type BonusRow, type CodeFilter, type MyInvitationCodeRow,
} from './invitation.repo';
import { findProduct } from '../product/product.repo';
import { findGroupSettings } from '../group/group.repo';
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

async function myCodes(c: ViewerContext, filter: CodeFilter, productId: string | undefined) {
  const { deps, group, viewer } = c.var;
  // Every member has a permanent code to share, made the first time they look; none while the
  // group has permanent codes off (admin/invitation): then one-time codes are what is shared.
  const now = nowIso(deps.clock);
  if (!await permanentCodesEnabled(deps.sql, group.group_id)) {
    return (await listMyInvitationCodes(deps.sql, group.group_id, viewer.user.user_id, filter, productId, now))
      .filter((row) => row.kind !== 'permanent');
  }
  await ensurePermanentCode(deps.sql, group.group_id, viewer.user.user_id, now);
  return listMyInvitationCodes(deps.sql, group.group_id, viewer.user.user_id, filter, productId, now);
}

export const invitationHandlers = {
  async list(c: ViewerContext, filter: CodeFilter, productId: string | undefined) {
    if (filter !== 'used') assertMayInvite(c);
    return sendData(c, InvitationCodeList, (await myCodes(c, filter, productId)).map(toInvitationCode));
  },

  async count(c: ViewerContext, productId: string | undefined) {
    const { deps, group, viewer } = c.var;
    // With invitations disabled no code of mine can be shared (others' tries are refused too).
    const disabled = viewer.policies.includes(POLICY_USER_DISABLE_INVITATION);
    return sendData(c, InvitationCount, {
      available: disabled ? 0 : (await myCodes(c, 'available', productId)).length,
      used: (await myCodes(c, 'used', productId)).length,
      invitees: await countInvitees(deps.sql, group.group_id, viewer.user.user_id),
      // The rule the hub explains; the settings keep it to admins (issue 22 point 11).
      bonus_rate: bonusRateOf(await findGroupSettings(deps.sql, group.group_id)),
    });
  },

  /** People who named me as their inviter, with what each one's purchases earned me. */
  async invitees(c: ViewerContext, query: { offset?: number; limit?: number }) {
    const { deps, group, viewer } = c.var;
    const page = pageOf(query);
    const me = viewer.user.user_id;
    const rows = await listInvitees(deps.sql, group.group_id, me, page.offset, page.limit);
    const bonuses = await listInviteBonuses(deps.sql, group.group_id, me, null);
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
    const rows = await listInviteBonuses(deps.sql, group.group_id, viewer.user.user_id, await groupProductId(c, productId));
    return sendData(c, InviteRecordCount, { count: rows.length, bonus: sumBonuses(rows) });
  },

  async inviteRecords(c: ViewerContext, productId: string, query: { offset?: number; limit?: number }) {
    const { deps, group, viewer } = c.var;
    const page = pageOf(query);
    const productIdOk = await groupProductId(c, productId);
    const rows = await listInviteRecords(deps.sql, group.group_id, viewer.user.user_id, productIdOk, page.offset, page.limit);
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

  async me(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const relation = await findRelation(deps.sql, group.group_id, viewer.user.user_id);
    return sendData(c, MyInvitation, relation ? toRelation(relation) : null);
  },

  async apply(c: ViewerContext, code: string) {
    const { deps, group, viewer } = c.var;
    const relation = await deps.sql.tx(async (sql) => {
      if (isJoined(await membershipOf(sql, group.group_id, viewer.user.user_id), deps.clock())) {
        throw apiErrors.rejected('already joined');
      }
      return applyInvitationCode(sql, group, viewer.user.user_id, code, nowIso(deps.clock));
    });
    return sendData(c, InvitationRelation, toRelation(relation));
  },

  /**
   * Joins without paying where the group allows it: free entry, or an invite-only group that
   * does not charge, for a user with an inviter. The one-time code is spent in the same step.
   */
  async confirmExisted(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    const membership = await deps.sql.tx(async (sql) => {
      const now = nowIso(deps.clock);
      if (isJoined(await membershipOf(sql, group.group_id, userId), deps.clock())) throw apiErrors.rejected('already joined');
      if (group.pay_to_join) throw apiErrors.rejected('payment required to join this group');
      await assertEntryOpen(sql, group, userId, deps.clock());
      if (group.invite_to_join && !await findRelation(sql, group.group_id, userId)) {
        throw apiErrors.rejected('an invitation code is required to join this group');
      }
      await grantOpenMembership(sql, group.group_id, userId, now, deps.clock());
      await markRelationCodeUsed(sql, group.group_id, userId, now);
      return (await findMembership(sql, group.group_id, userId))!;
    });
    return sendData(c, JoinResult, {
      state: membership.state, joined_at: membership.joined_at, expired_at: membership.expired_at,
    });
  },

  /** §4: only a pending user may drop their inviter, naming the code and inviter they hold. */
  async revoke(c: ViewerContext, query: { code: string; inviter_id: string }) {
    const { deps, group, viewer } = c.var;
    const userId = viewer.user.user_id;
    await deps.sql.tx(async (sql) => {
      const relation = await findRelation(sql, group.group_id, userId);
      if (!relation || relation.code !== normaliseInvitationCode(query.code) || relation.inviter_id !== query.inviter_id) {
        throw apiErrors.rejected('invitation relation not found');
      }
      if ((await findMembership(sql, group.group_id, userId))?.state !== 'pending') {
        throw apiErrors.rejected('only pending users can remove their inviter');
      }
      await deleteRelation(sql, group.group_id, userId);
      if (relation.kind === 'one_time') await releaseOneTimeCode(sql, relation.code, userId);
    });
    return sendData(c, InvitationRevoked, { revoked: true });
  },

  async publicCodes(c: Context<GroupEnv>) {
    const { deps, group } = c.var;
    if (!group.provide_public_random_invitation_codes) {
      throw apiErrors.rejected('this group provides no public invitation codes');
    }
    const rows = [];
    for (const row of await listPublicCodes(deps.sql, group.group_id, PUBLIC_CODES_SHOWN, nowIso(deps.clock))) {
      if (await canInvite(deps.sql, group.group_id, row.inviter_id)) rows.push(row);
    }
    return sendData(c, PublicInvitationCodeList, rows.map((row) => ({
      code: row.code,
      inviter: { avatar_url: row.avatar_url, full_name: row.full_name, identity_number: row.identity_number },
    })));
  },

  async decode(c: Context<GroupEnv>, rawCode: string) {
    const { deps, group } = c.var;
    if (c.req.header('group_id') !== group.group_id) {
      throw apiErrors.validation('invalid group_id header: must name this group');
    }
    const row = await findInvitationCode(deps.sql, group.group_id, normaliseInvitationCode(rawCode), nowIso(deps.clock));
    const inviter = row?.inviter_id ? await findUser(deps.sql, row.inviter_id) : undefined;
    if (!row || !inviter) throw apiErrors.notFoundWith(INVITATION_UNAVAILABLE);
    return sendData(c, DecodedInvitation, {
      code: row.code,
      kind: row.kind,
      group_id: group.group_id,
      inviter_id: row.inviter_id!,
      inviter: { avatar_url: inviter.avatar_url, full_name: inviter.full_name, identity_number: inviter.identity_number },
      available: await isCodeAvailable(deps.sql, group, row),
    });
  },

  /** The owner makes a member of the group their invitee (no code typed). */
  async bind(c: ViewerContext, identityNumber: string) {
    const { deps, group, viewer } = c.var;
    const result = await deps.sql.tx(async (sql) => {
      const invitee = await findUserByIdentityNumber(sql, identityNumber);
      if (!invitee || !await findMembership(sql, group.group_id, invitee.user_id)) {
        throw apiErrors.notFoundWith('user not found in this group');
      }
      if (invitee.user_id === viewer.user.user_id) throw apiErrors.rejected('cannot bind yourself');
      if (await findRelation(sql, group.group_id, invitee.user_id)) throw apiErrors.rejected('user already has an inviter');
      const now = nowIso(deps.clock);
      const code = await ensurePermanentCode(sql, group.group_id, viewer.user.user_id, now);
      await insertRelation(sql, {
        groupId: group.group_id, userId: invitee.user_id, inviterId: viewer.user.user_id, code, kind: 'permanent', nowIso: now,
      });
      return { user_id: invitee.user_id, relation: toRelation((await findRelation(sql, group.group_id, invitee.user_id))!) };
    });
    return sendData(c, InvitationBound, result);
  },
};
