import type { Context } from 'hono';
import {
  INVITATION_ADMIN_PAGE_SIZE, InvitationAdminBonusPage, InvitationAdminCodePage, InvitationAdminUsePage,
  type InvitationAdminPerson, type InvitationAdminQuery,
} from '../../../contract/invitationAdmin';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import {
  listAdminCodes, listAdminUses, listBonusInviters, listGroupBonuses, type PersonColumns,
} from './invitation.admin.repo';
import { sumBonuses } from './invitation.handlers';

type ViewerContext = Context<ViewerEnv>;

/** The person a row's prefixed columns name, or null (a code without an inviter, a one-time code not applied). */
function personOf<P extends string>(row: PersonColumns<P>, prefix: P): InvitationAdminPerson | null {
  const get = (field: string) => (row as Record<string, string | null>)[`${prefix}_${field}`];
  const id = get('id');
  if (!id) return null;
  return { user_id: id, full_name: get('full_name') ?? '', avatar_url: get('avatar_url') ?? '', identity_number: get('identity_number') ?? '' };
}

const pageOf = (query: InvitationAdminQuery) => ({ offset: query.offset ?? 0, limit: query.limit ?? INVITATION_ADMIN_PAGE_SIZE });

/** Read-only lists for the owner and admins: codes issued, their uses, the bonuses they earned. */
export const invitationAdminHandlers = {
  async codes(c: ViewerContext, query: InvitationAdminQuery) {
    const { offset, limit } = pageOf(query);
    const rows = await listAdminCodes(c.var.deps.sql, c.var.group.group_id, query.kind ?? null, offset, limit, nowIso(c.var.deps.clock));
    return sendData(c, InvitationAdminCodePage, {
      items: rows.slice(0, limit).map((row) => ({
        code: row.code, kind: row.kind, inviter: personOf(row, 'inviter'), is_public: row.is_public === 1,
        used_by: personOf(row, 'used_by'), used_at: row.used_at, uses: row.uses, created_at: row.created_at,
      })),
      has_more: rows.length > limit,
    });
  },

  async uses(c: ViewerContext, query: InvitationAdminQuery) {
    const { offset, limit } = pageOf(query);
    const rows = await listAdminUses(c.var.deps.sql, c.var.group.group_id, offset, limit);
    return sendData(c, InvitationAdminUsePage, {
      items: rows.slice(0, limit).map((row) => ({
        code: row.code, kind: row.kind, inviter: personOf(row, 'inviter')!, invitee: personOf(row, 'invitee')!,
        created_at: row.created_at, joined_at: row.joined_at,
      })),
      has_more: rows.length > limit,
    });
  },

  /** A page of inviters with their bonuses per asset, and the group's totals per asset. */
  async bonuses(c: ViewerContext, query: InvitationAdminQuery) {
    const { deps, group } = c.var;
    const { offset, limit } = pageOf(query);
    const rows = await listBonusInviters(deps.sql, group.group_id, offset, limit);
    const shown = rows.slice(0, limit);
    const amounts = await listGroupBonuses(deps.sql, group.group_id, shown.map((row) => row.inviter_id!));
    const totals = await listGroupBonuses(deps.sql, group.group_id, null);
    return sendData(c, InvitationAdminBonusPage, {
      items: shown.map((row) => ({
        inviter: personOf(row, 'inviter')!,
        records: row.records,
        bonus: sumBonuses(amounts.filter((amount) => amount.inviter_id === row.inviter_id)),
        last_at: row.last_at,
      })),
      has_more: rows.length > limit,
      totals: sumBonuses(totals),
    });
  },
};
