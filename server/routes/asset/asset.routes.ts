import { assetCalls } from '../../../contract/api/asset';
import { mountCalls } from '../mount';
import { assetHandlers } from './asset.handlers';

// Public (contract/api/asset.ts): prices are needed on the join screen before login.
export const assetRoutes = mountCalls(assetCalls, {
  scene: (c, { query }) => assetHandlers.getSceneAssets(c, query.scene),
  all: (c) => assetHandlers.getAllAssets(c),
});
