import { formatAssetAmount } from '../../lib/format';
import type { InfinitePage } from '../../lib/pager';
import type { InvitationCodeKind, InviteBonus } from '../../../contract/invitation';
import type { InvitationAdminCode, InvitationAdminInviter, InvitationAdminUse } from '../../../contract/invitationAdmin';
import { fetchAdminInvitationBonuses, fetchAdminInvitationCodes, fetchAdminInvitationUses } from './adminApi';

// The admin's read-only lists of the group's invitations (issue 14, admin/invitation), a page of 20 at a time.

const pageOf = <T>(page: { items: T[]; has_more: boolean }): InfinitePage<T> => ({ items: page.items, ended: !page.has_more });

/** Codes issued, newest first; one kind, or both with null. */
export const loadAdminCodes = (group: string, offset: number, kind: InvitationCodeKind | null): Promise<InfinitePage<InvitationAdminCode>> =>
  fetchAdminInvitationCodes(group, offset, kind || undefined).then(pageOf);

/** Who named whose code, newest first. */
export const loadAdminUses = (group: string, offset: number): Promise<InfinitePage<InvitationAdminUse>> =>
  fetchAdminInvitationUses(group, offset).then(pageOf);

/** Inviters with their bonuses, latest first; `onTotals` gets the group's totals per asset. */
export function loadAdminBonuses(group: string, offset: number, onTotals: (totals: InviteBonus[]) => void): Promise<InfinitePage<InvitationAdminInviter>> {
  return fetchAdminInvitationBonuses(group, offset).then((page) => {
    onTotals(page.totals);
    return pageOf(page);
  });
}

/** Sums per asset as one line: "0.00003 BTC + 1.95 USDT". */
export const bonusLine = (bonus: readonly InviteBonus[]) => bonus.map((b) => `${formatAssetAmount(b.amount, b.symbol)} ${b.symbol}`).join(' + ');
