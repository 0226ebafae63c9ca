import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import { CouponSelector, channelForCoupon, couponProblem, type Coupon, type CouponCodeOutcome } from '../../coupon';
import type { Asset } from '../../../../contract/asset';
import type { ProductChannel } from '../../../../contract/product';
import './CheckoutCoupons.css';

export interface CheckoutCouponsProps {
  coupons: readonly Coupon[];
  assets: readonly Asset[];
  productId: string;
  channel: ProductChannel | null;
  channels: readonly ProductChannel[];
  selected: Coupon | null;
  now: number;
  onSelect: (coupon: Coupon) => void;
  onApplyCode: (code: string) => Promise<CouponCodeOutcome | null>;
}

/** The coupon row of the sheet: the chosen coupon, opening onto every card and the code field. */
export function CheckoutCoupons(props: CheckoutCouponsProps) {
  const { coupons, assets, productId, channel, selected, now } = props;
  const open = useSignal(false);
  const usable = coupons.filter((c) => couponProblem(c, { productId, channel, now }) === null).length;
  // Coupons that need another payment method: choosing one switches to it (§4).
  const elsewhere = coupons.filter((c) => {
    const problem = couponProblem(c, { productId, channel, now });
    return (problem === 'unsupported_pay_method' || problem === 'requires_channel')
      && channelForCoupon(c, props.channels, { productId, now }) !== null;
  }).length;
  const symbols: Record<string, string> = {};
  assets.forEach((asset) => {
    symbols[asset.asset_id.toLowerCase()] = asset.symbol;
  });
  const summary = selected
    ? selected.name
    : usable > 0
      ? t('checkout:coupons.available', { count: usable })
      : elsewhere > 0
        ? t('checkout:coupons.other_channels', { count: elsewhere })
        : t('checkout:coupons.none');
  return (
    <section class="checkout-coupons">
      <button
        type="button"
        class="checkout-coupons__row"
        aria-expanded={open.value ? 'true' : 'false'}
        onClick={() => {
          open.value = !open.value;
        }}
      >
        <span class="checkout-coupons__title">{t('checkout:coupons.title')}</span>
        <span class="checkout-coupons__summary">{summary}</span>
        <Icon name="chevron" size={16} class={open.value ? 'checkout-coupons__chevron is-open' : 'checkout-coupons__chevron'} />
      </button>
      {open.value && (
        <CouponSelector
          coupons={coupons}
          symbols={symbols}
          productId={productId}
          channel={channel}
          channels={props.channels}
          selectedId={selected ? selected.coupon_id : null}
          now={now}
          onSelect={props.onSelect}
          onApplyCode={props.onApplyCode}
        />
      )}
    </section>
  );
}
