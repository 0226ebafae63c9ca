import { invitationCalls } from '../../../contract/api/invitation';
import { mountCalls } from '../mount';
import { invitationAdminHandlers } from './invitation.admin.handlers';

const { adminCodes, adminUses, adminBonuses } = invitationCalls;

// The group's invitations as its owner and admins see them (issue 14, admin/invitation): read-only;
// contract/api/invitation.ts declares them with the members' calls.
export const invitationAdminRoutes = mountCalls({ adminCodes, adminUses, adminBonuses }, {
  adminCodes: (c, { query }) => invitationAdminHandlers.codes(c, query),
  adminUses: (c, { query }) => invitationAdminHandlers.uses(c, query),
  adminBonuses: (c, { query }) => invitationAdminHandlers.bonuses(c, query),
});
