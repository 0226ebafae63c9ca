import { t } from '../../../lib/i18n';
import { convert, formatAssetAmount, formatMoney } from '../../../lib/format';
import { compare } from '../../../../contract/money';
import { currency } from '../../../lib/settings';
import type { Asset } from '../../../../contract/asset';
import './CheckoutAmount.css';

export interface CheckoutAmountProps {
  /** What is paid, in `asset`; null when it cannot be priced. */
  amount: string | null;
  /** The same without the coupon, shown struck through when the coupon lowers it. */
  before: string | null;
  asset: Asset | undefined;
  assets: Asset[];
}

/** The settle amount in the channel's asset, and about how much that is in the person's currency. */
export function CheckoutAmount({ amount, before, asset, assets }: CheckoutAmountProps) {
  if (amount === null || !asset) {
    return (
      <p class="checkout-amount__value" role="alert">
        {t('checkout:amount_unknown')}
      </p>
    );
  }
  const money = currency.value;
  const approx = asset.symbol.toLowerCase() === money ? null : convert(amount, asset.asset_id, money, assets);
  const lowered = before !== null && compare(before, amount) > 0;
  return (
    <div class="checkout-amount">
      <span class="checkout-amount__label">{t('checkout:settle_amount')}</span>
      <output class="checkout-amount__value">
        {formatAssetAmount(amount, asset)} {asset.symbol}
      </output>
      {lowered && (
        <del class="checkout-amount__before">
          {formatAssetAmount(before!, asset)} {asset.symbol}
        </del>
      )}
      {approx !== null && <span class="checkout-amount__approx">{t('checkout:approx', { value: formatMoney(approx, money) })}</span>}
    </div>
  );
}
