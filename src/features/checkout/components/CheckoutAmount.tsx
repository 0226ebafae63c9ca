import { t } from '../../../lib/i18n';
import { memberPrice } from '../../../lib/format';
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

/**
 * The settle amount as the channel will ask for it, in the person's currency when the channel
 * charges that currency ("¥144.00"), otherwise in its own asset with its value in the person's
 * currency beside it ("0.0003 BTC ≈ $20.00", "144.00 CNY ≈ $20.00"); issue 10.
 */
export function CheckoutAmount({ amount, before, asset, assets }: CheckoutAmountProps) {
  if (amount === null || !asset) {
    return (
      <p class="checkout-amount__value" role="alert">
        {t('checkout:amount_unknown')}
      </p>
    );
  }
  const money = currency.value;
  const price = memberPrice(amount, asset, money, assets, { charged: true });
  const lowered = before !== null && compare(before, amount) > 0;
  return (
    <div class="checkout-amount">
      <span class="checkout-amount__label">{t('checkout:settle_amount')}</span>
      <output class="checkout-amount__value">{price.main}</output>
      {lowered && <del class="checkout-amount__before">{memberPrice(before!, asset, money, assets, { charged: true }).main}</del>}
      {price.beside !== null && <span class="checkout-amount__approx">{t('checkout:approx', { value: price.beside })}</span>}
    </div>
  );
}
