import { Hono } from 'hono';
import { InvitationAdminQuery } from '../../../contract/invitationAdmin';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { invitationAdminHandlers } from './invitation.admin.handlers';

// The group's invitations as its owner and admins see them (issue 14, admin/invitation): read-only.
export const invitationAdminRoutes = new Hono<GroupEnv>()
  .get('/admin/invitations/codes', requireAdmin, queryParams(InvitationAdminQuery), (c) =>
    invitationAdminHandlers.codes(c, c.req.valid('query')))
  .get('/admin/invitations/uses', requireAdmin, queryParams(InvitationAdminQuery), (c) =>
    invitationAdminHandlers.uses(c, c.req.valid('query')))
  .get('/admin/invitations/bonuses', requireAdmin, queryParams(InvitationAdminQuery), (c) =>
    invitationAdminHandlers.bonuses(c, c.req.valid('query')));
