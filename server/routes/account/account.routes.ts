import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { ASSET_SCENES } from '../asset/asset.repo';
import { MyProfileUpdate } from '../../../contract/user';
import { jsonBody, queryParams } from '../../lib/validation';
import { authenticate, requireMember, requireUser } from '../auth/auth.middleware';
import { accountHandlers } from './account.handlers';

export const MyAssetsQuery = type({ scene: optional(enums(ASSET_SCENES)) });

export const accountRoutes = new Hono<GroupEnv>()
  .get('/users/me', authenticate, (c) => accountHandlers.getMe(c))
  .get('/users/me/assets', requireUser, queryParams(MyAssetsQuery), (c) =>
    accountHandlers.getMyAssets(c, c.req.valid('query').scene))
  // The member's own profile in the group (issue 13 point 1).
  .put('/users/me/profile', requireMember, jsonBody(MyProfileUpdate), (c) => accountHandlers.updateProfile(c, c.req.valid('json')))
  .put('/users/me/privacy_mode/enable', requireMember, (c) => accountHandlers.setPrivacyMode(c, true))
  .put('/users/me/privacy_mode/disable', requireMember, (c) => accountHandlers.setPrivacyMode(c, false));
