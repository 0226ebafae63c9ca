import { groupApi } from '../../lib/http';
import type { InvitationCodeKind } from '../../../contract/invitation';
import {
  INVITATION_ADMIN_PAGE_SIZE, InvitationAdminBonusPage, InvitationAdminCodePage, InvitationAdminUsePage,
} from '../../../contract/invitationAdmin';

// The admin's read-only lists (issue 14, admin/invitation), apart from api.ts, which the join flow
// loads: only the admin portal needs these. Owner and admins; silent: the lists say why a call failed.

const adminPage = (offset: number, kind?: InvitationCodeKind) => ({ offset, limit: INVITATION_ADMIN_PAGE_SIZE, kind });

export const fetchAdminInvitationCodes = (group: string, offset: number, kind?: InvitationCodeKind) =>
  groupApi(group).get('/admin/invitations/codes', InvitationAdminCodePage, { silent: true, query: adminPage(offset, kind) });

export const fetchAdminInvitationUses = (group: string, offset: number) =>
  groupApi(group).get('/admin/invitations/uses', InvitationAdminUsePage, { silent: true, query: adminPage(offset) });

export const fetchAdminInvitationBonuses = (group: string, offset: number) =>
  groupApi(group).get('/admin/invitations/bonuses', InvitationAdminBonusPage, { silent: true, query: adminPage(offset) });
