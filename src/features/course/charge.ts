import { memberPrice, memberPriceText, type PricedAsset } from '../../lib/format';
import { currency } from '../../lib/settings';
import type { Currency } from '../../lib/settings';
import type { CourseCharge } from '../../../contract/course';

/**
 * A course's price for the person reading it (issue 10): fiat in their currency ("¥71.28"),
 * crypto as its own amount with the value in their currency beside it ("9.9 USDT ≈ $9.90"),
 * the bare amount while the asset is unknown (an asset id means nothing to a person). Read
 * during render, the currency re-renders the price when the person changes it.
 */
export function courseChargeText(charge: CourseCharge, assets?: readonly PricedAsset[], money: Currency = currency.value): string {
  return memberPriceText(memberPrice(charge.amount, charge.asset_id, money, assets || []));
}
