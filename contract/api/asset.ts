// The assets' calls (spec §3, §7). Public: prices are needed on the join screen before login.
import { defaulted, enums, type } from '../struct';
import { ASSET_SCENES, AssetList } from '../asset';
import { call } from './call';

/** `scene` defaults to pay: the assets a member can pay the group with. */
export const SceneAssetsQuery = type({ scene: defaulted(enums(ASSET_SCENES), 'pay') });

export const assetCalls = {
  scene: call({ method: 'GET', path: '/assets', access: 'guest', summary: 'The assets the group takes for a scene (pay, tip, luckycoin), with their prices', query: SceneAssetsQuery, response: AssetList }),
  all: call({ method: 'GET', path: '/assets/all', access: 'guest', summary: 'Every asset with its price in CNY (fiat pseudo-assets included)', response: AssetList }),
};
