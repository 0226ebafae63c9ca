import type { Context } from 'hono';
import { AssetList } from '../../../contract/asset';
import type { GroupEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { listAllAssets, listSceneAssets, type AssetScene } from './asset.repo';

type GroupContext = Context<GroupEnv>;

export const assetHandlers = {
  async getSceneAssets(c: GroupContext, scene: AssetScene) {
    return sendData(c, AssetList, await listSceneAssets(c.var.deps.sql, c.var.group.group_id, scene));
  },

  async getAllAssets(c: GroupContext) {
    return sendData(c, AssetList, await listAllAssets(c.var.deps.sql));
  },
};
