import { formatAssetAmount, formatMoney, type PricedAsset } from '../../lib/format';
import type { CourseCharge } from '../../../contract/course';

/**
 * "$9.90" for fiat, "9.9 USDT" when the asset is known, else the bare amount
 * (an asset id means nothing to a person).
 */
export function courseChargeText(charge: CourseCharge, assets?: readonly PricedAsset[]): string {
  const id = charge.asset_id.toLowerCase();
  if (id === 'usd' || id === 'cny' || id === 'jpy') return formatMoney(charge.amount, id);
  const asset = (assets || []).filter((a) => a.asset_id.toLowerCase() === id)[0];
  if (asset && asset.symbol) return `${formatAssetAmount(charge.amount, asset)} ${asset.symbol}`;
  return formatAssetAmount(charge.amount, charge.asset_id);
}
