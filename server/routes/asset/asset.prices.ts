import type { Sql } from '../../db/sql';
import { isZero, mul, round } from '../../../contract/money';
import type { WalletAsset } from '../../providers/mixin.provider';
import { findAsset, listWalletPricedAssetIds, updateAssetPrice, upsertAsset } from './asset.repo';

// The asset catalogue of a real server (issue 23): crypto assets come from the wallet's network,
// their CNY price its USD price times the server's USD rate (the fiat asset `usd`, set by hand), kept
// up to date by the refresh-asset-prices job; fiat rates and the rc coin are set by hand. The demo's
// catalogue is the seed's, all by hand, and no job touches it.

/** How often the wallet-priced assets' prices are asked for. */
export const PRICE_JOB_INTERVAL_MS = 10 * 60_000;
/** CNY prices keep this many decimals. */
const PRICE_DECIMALS = 8;

export type FetchAsset = (assetId: string) => Promise<WalletAsset | null>;

/** The server's USD rate in CNY; an Error naming how to set it when there is none. */
async function usdRate(sql: Sql): Promise<string> {
  const usd = await findAsset(sql, 'usd');
  if (!usd || usd.kind !== 'fiat') throw new Error('set the USD rate first: npm run group -- assets fiat usd USD "US Dollar" <CNY per USD>');
  return usd.price_cny;
}

const priceCny = (priceUsd: string, rate: string) => round(mul(priceUsd, rate), PRICE_DECIMALS);

/** Adds (or refreshes) a crypto asset from the wallet's network record; what was added. */
export async function addWalletAsset(sql: Sql, fetchAsset: FetchAsset, assetId: string, nowIso: string): Promise<WalletAsset & { price_cny: string }> {
  const rate = await usdRate(sql);
  const found = await fetchAsset(assetId);
  if (!found) throw new Error(`the wallet knows no asset ${assetId}`);
  if (isZero(found.price_usd)) throw new Error(`the wallet has no price for ${found.symbol}: it cannot be priced in CNY`);
  const price = priceCny(found.price_usd, rate);
  await upsertAsset(sql, {
    asset_id: found.asset_id, symbol: found.symbol, name: found.name, icon_url: found.icon_url, price_cny: price,
    precision: Math.min(Math.max(found.precision, 0), 18), kind: 'crypto', price_source: 'wallet', now: nowIso,
  });
  return { ...found, price_cny: price };
}

/**
 * Asks the wallet for each wallet-priced asset's price and stores it in CNY. An asset the wallet does
 * not price now (no ticker) keeps its last price; each is in `kept`. Throws when there is no USD rate.
 */
export async function refreshWalletPrices(sql: Sql, fetchAsset: FetchAsset, nowIso: string): Promise<{ updated: number; kept: string[] }> {
  const ids = await listWalletPricedAssetIds(sql);
  if (ids.length === 0) return { updated: 0, kept: [] };
  const rate = await usdRate(sql);
  let updated = 0;
  const kept: string[] = [];
  for (const id of ids) {
    const found = await fetchAsset(id);
    if (!found || isZero(found.price_usd)) {
      kept.push(id);
      continue;
    }
    await updateAssetPrice(sql, id, priceCny(found.price_usd, rate), nowIso);
    updated += 1;
  }
  return { updated, kept };
}
