import { callApi } from '../../lib/call';
import { invitationCalls } from '../../../contract/api/invitation';
import type { InvitationCodeKind } from '../../../contract/invitation';
import { INVITATION_ADMIN_PAGE_SIZE } from '../../../contract/invitationAdmin';

// The admin's read-only lists (issue 14, admin/invitation), apart from api.ts, which the join flow
// loads: only the admin portal needs these. Owner and admins, as contract/api/invitation.ts
// declares them; silent: the lists say why a call failed.
const quiet = { silent: true };

const adminPage = (offset: number, kind?: InvitationCodeKind) => ({ offset, limit: INVITATION_ADMIN_PAGE_SIZE, kind });

export const fetchAdminInvitationCodes = (group: string, offset: number, kind?: InvitationCodeKind) =>
  callApi(group, invitationCalls.adminCodes, { query: adminPage(offset, kind) }, quiet);

export const fetchAdminInvitationUses = (group: string, offset: number) =>
  callApi(group, invitationCalls.adminUses, { query: adminPage(offset) }, quiet);

export const fetchAdminInvitationBonuses = (group: string, offset: number) =>
  callApi(group, invitationCalls.adminBonuses, { query: adminPage(offset) }, quiet);
