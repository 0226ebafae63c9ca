import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

import type { AssetScene } from '../../../contract/asset';

export { ASSET_SCENES, type AssetScene } from '../../../contract/asset';

export type AssetRow = {
  asset_id: string;
  symbol: string;
  name: string;
  icon_url: string;
  price_cny: string;
  precision: number;
};

const COLUMNS = 'a.asset_id, a.symbol, a.name, a.icon_url, a.price_cny, a.precision';

export type AssetKind = 'crypto' | 'fiat';

// Each query once, for the async layer (issue 27); findAssetSync, on the same text, serves the
// stand-ins and the seed's vault and profit twins until they move (server/README "The async layer").
const LIST_ALL_ASSETS = `SELECT ${COLUMNS}, a.kind FROM assets a ORDER BY a.sort_order, a.symbol, a.asset_id`;
const LIST_FIAT_RATES = `SELECT a.asset_id, a.symbol, a.price_cny FROM assets a WHERE a.kind = 'fiat' ORDER BY a.sort_order, a.symbol, a.asset_id`;
const LIST_SCENE_ASSETS = `SELECT ${COLUMNS}, a.kind FROM group_assets g JOIN assets a ON a.asset_id = g.asset_id
    WHERE g.group_id = ? AND g.scene = ? ORDER BY g.sort_order, a.symbol, a.asset_id`;

/** Every asset, crypto and fiat pseudo-assets alike (the client converts prices with them), with its kind. */
export function listAllAssets(sql: Sql): Promise<(AssetRow & { kind: AssetKind })[]> {
  return sql.all<AssetRow & { kind: AssetKind }>(LIST_ALL_ASSETS);
}

/** The fiat pseudo-assets (cny, usd, jpy): a guest's price conversion needs only these. */
export function listFiatRates(sql: Sql): Promise<Pick<AssetRow, 'asset_id' | 'symbol' | 'price_cny'>[]> {
  return sql.all<Pick<AssetRow, 'asset_id' | 'symbol' | 'price_cny'>>(LIST_FIAT_RATES);
}

export function listSceneAssets(sql: Sql, groupId: string, scene: AssetScene): Promise<(AssetRow & { kind: AssetKind })[]> {
  return sql.all<AssetRow & { kind: AssetKind }>(LIST_SCENE_ASSETS, groupId, scene);
}

const FIND_ASSET = `SELECT ${COLUMNS}, a.kind FROM assets a WHERE lower(a.asset_id) = lower(?)`;

/**
 * Asset ids compare case-insensitively (§5: a coupon's asset id against the payment asset). On the async
 * layer (db/sql.ts), one text for both engines.
 */
export function findAsset(sql: Sql, assetId: string): Promise<(AssetRow & { kind: AssetKind }) | undefined> {
  return sql.get<AssetRow & { kind: AssetKind }>(FIND_ASSET, assetId);
}

/** The same read for the stand-ins and the seed's vault and profit twins: the same text. */
export function findAssetSync(db: Db, assetId: string): (AssetRow & { kind: AssetKind }) | undefined {
  return statement(db, FIND_ASSET).get(assetId) as (AssetRow & { kind: AssetKind }) | undefined;
}

/**
 * Puts exactly these assets, in this order, in the group's scene (the pay scene follows the membership's wallet
 * assets). On the async layer; call inside a transaction (the statements run in order).
 */
export async function replaceSceneAssets(sql: Sql, groupId: string, scene: AssetScene, assetIds: readonly string[]): Promise<void> {
  await sql.run('DELETE FROM group_assets WHERE group_id = ? AND scene = ?', groupId, scene);
  for (const [index, assetId] of assetIds.entries()) {
    await sql.run('INSERT INTO group_assets (group_id, scene, asset_id, sort_order) VALUES (?, ?, ?, ?)', groupId, scene, assetId, index);
  }
}

/** An asset as the operator sets it (npm run group -- assets); an existing one is replaced, its place kept. */
export async function upsertAsset(sql: Sql, row: AssetRow & { kind: AssetKind; price_source: 'wallet' | null; now: string }): Promise<void> {
  await sql.run(`INSERT INTO assets (asset_id, symbol, name, icon_url, price_cny, precision, kind, sort_order, price_source, price_updated_at)
    VALUES (@asset_id, @symbol, @name, @icon_url, @price_cny, @precision, @kind,
      (SELECT coalesce(max(sort_order), 0) + 1 FROM assets), @price_source, @now)
    ON CONFLICT (asset_id) DO UPDATE SET symbol = excluded.symbol, name = excluded.name, icon_url = excluded.icon_url,
      price_cny = excluded.price_cny, precision = excluded.precision, kind = excluded.kind,
      price_source = excluded.price_source, price_updated_at = excluded.price_updated_at`, { ...row });
}

/** The assets whose price comes from the wallet. */
export function listWalletPricedAssetIds(sql: Sql): Promise<string[]> {
  return sql.values<string>(`SELECT asset_id FROM assets WHERE price_source = 'wallet' ORDER BY sort_order, asset_id`);
}

export async function updateAssetPrice(sql: Sql, assetId: string, priceCny: string, nowIso: string): Promise<void> {
  await sql.run('UPDATE assets SET price_cny = ?, price_updated_at = ? WHERE asset_id = ?', priceCny, nowIso, assetId);
}

/** Every asset with where its price comes from, for the operator. */
export function listAssetsForOperator(sql: Sql): Promise<(AssetRow & { kind: AssetKind; price_source: string | null; price_updated_at: string | null })[]> {
  return sql.all<AssetRow & { kind: AssetKind; price_source: string | null; price_updated_at: string | null }>(
    `SELECT ${COLUMNS}, a.kind, a.price_source, a.price_updated_at FROM assets a ORDER BY a.sort_order, a.symbol, a.asset_id`);
}
