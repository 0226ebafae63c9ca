import { Hono } from 'hono';
import { enums, optional, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { ASSET_SCENES } from '../asset/asset.repo';
import { authenticate, requireUser } from '../auth/auth.middleware';
import { accountHandlers } from './account.handlers';

export const MyAssetsQuery = type({ scene: optional(enums(ASSET_SCENES)) });

export const accountRoutes = new Hono<GroupEnv>()
  .get('/users/me', authenticate, (c) => accountHandlers.getMe(c))
  .get('/users/me/assets', requireUser, queryParams(MyAssetsQuery), (c) =>
    accountHandlers.getMyAssets(c, c.req.valid('query').scene));
