import type { Context } from 'hono';
import { AssetList } from '../../../contract/asset';
import type { GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { listAllAssetsSync, listSceneAssetsSync, type AssetScene } from './asset.repo';

type GroupContext = Context<GroupEnv>;

export const assetHandlers = {
  getSceneAssets(c: GroupContext, scene: AssetScene) {
    return sendData(c, AssetList, listSceneAssetsSync(c.var.deps.db, c.var.group.group_id, scene));
  },

  getAllAssets(c: GroupContext) {
    return sendData(c, AssetList, listAllAssetsSync(c.var.deps.db));
  },
};
