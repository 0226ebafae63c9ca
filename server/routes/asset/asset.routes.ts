import { Hono } from 'hono';
import { defaulted, enums, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { ASSET_SCENES } from './asset.repo';
import { assetHandlers } from './asset.handlers';

/** `scene` defaults to pay: the assets a member can pay the group with. */
export const SceneAssetsQuery = type({ scene: defaulted(enums(ASSET_SCENES), 'pay') });

// Public: prices are needed on the join screen before login.
export const assetRoutes = new Hono<GroupEnv>()
  .get('/assets', queryParams(SceneAssetsQuery), (c) =>
    assetHandlers.getSceneAssets(c, c.req.valid('query').scene))
  .get('/assets/all', (c) => assetHandlers.getAllAssets(c));
