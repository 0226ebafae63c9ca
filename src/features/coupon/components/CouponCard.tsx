import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { formatDate, formatOwnAmount, type PricedAsset } from '../../../lib/format';
import { couponStatus, discountPercent, type CouponProblem } from '../logic';
import { couponProblemText } from '../messages';
import type { Coupon } from '../../../../contract/coupon';
import './CouponCard.css';

/** What a card shows: one of the person's coupons, or a code they can claim (no state yet). */
export type CouponCardCoupon = Pick<Coupon, 'asset_id' | 'amount' | 'type' | 'expired_at' | 'name' | 'description' | 'product_name'>
  & Partial<Pick<Coupon, 'state'>>;

export interface CouponCardProps<C extends CouponCardCoupon = Coupon> {
  coupon: C;
  /** Symbol of the coupon's asset, for a voucher's amount. */
  symbol?: string;
  /** Assets with their price_cny, to show a voucher in the person's currency. */
  assets?: readonly PricedAsset[];
  now: number;
  /** Why it cannot be used now; shown under the card. */
  problem?: CouponProblem | null;
  /** More lines under the expiry (a code's payment method, the claims it has left). */
  notes?: readonly string[];
  /** A control at the card's foot (a code's Claim): only on a card that is not chosen with onSelect. */
  action?: ComponentChildren;
  selected?: boolean;
  /** Without it the card is only shown, not chosen. */
  onSelect?: (coupon: C) => void;
  /** False when choosing it cannot work on any payment method. */
  selectable?: boolean;
}

/**
 * A discount as its percentage off (§9); a voucher in its own currency, never converted (issue 26
 * point 8: a CNY 8 voucher is "¥8 off" for everyone, not "$1.11 off"; "0.00005 BTC off").
 */
function amountText(coupon: CouponCardCoupon, symbol: string, assets: readonly PricedAsset[]): string {
  if (coupon.type === 'DISCOUNT') {
    return t('coupon:card.discount', { percent: discountPercent(coupon.amount) || '--' });
  }
  const known = assets.filter((a) => a.asset_id.toLowerCase() === coupon.asset_id.toLowerCase())[0];
  const asset = known || { asset_id: coupon.asset_id, symbol, price_cny: '' };
  return t('coupon:card.voucher', { amount: formatOwnAmount(coupon.amount, asset) });
}

/** §2 coupon card: name, amount, description, product, expiry (YYYY/MM/DD), notes and why it cannot be used. */
export function CouponCard<C extends CouponCardCoupon = Coupon>({
  coupon, symbol = '', assets = [], now, problem, notes = [], action, selected, onSelect, selectable = true,
}: CouponCardProps<C>) {
  const status = couponStatus(coupon, now);
  const id = useId();
  const amount = amountText(coupon, symbol, assets);
  const body = (
    <>
      <span class="coupon-card__top">
        <span class="coupon-card__amount">{amount}</span>
        {status !== 'valid' && (
          <span class="coupon-card__tag">{status === 'used' ? t('coupon:card.used') : t('coupon:card.expired')}</span>
        )}
        {selected && <span class="coupon-card__tag coupon-card__tag--on">{t('coupon:card.selected')}</span>}
      </span>
      <span class="coupon-card__name">{coupon.name}</span>
      {coupon.description && <span class="coupon-card__line">{coupon.description}</span>}
      <span class="coupon-card__line">
        {coupon.product_name ? t('coupon:card.product', { name: coupon.product_name }) : t('coupon:card.any_product')}
      </span>
      <span class="coupon-card__line">{t('coupon:card.expires', { date: formatDate(coupon.expired_at) })}</span>
      {notes.map((note) => <span key={note} class="coupon-card__line">{note}</span>)}
      {problem && (
        <span id={`${id}-r`} class="coupon-card__reason">
          {couponProblemText(problem)}
        </span>
      )}
    </>
  );
  const classes = ['coupon-card', selected && 'coupon-card--selected', problem && 'coupon-card--off'].filter(Boolean).join(' ');
  if (!onSelect) {
    return (
      <div class={classes}>
        {body}
        {action}
      </div>
    );
  }
  return (
    // Named by its amount and name only (the details are read as its description), so a
    // card never answers to the name of another control such as 'Pay'.
    <button
      type="button"
      class={classes}
      aria-label={`${amount} · ${coupon.name}`}
      aria-describedby={problem ? `${id}-r` : undefined}
      aria-pressed={selected ? 'true' : 'false'}
      disabled={!selectable && !selected}
      onClick={() => onSelect(coupon)}
    >
      {body}
    </button>
  );
}
