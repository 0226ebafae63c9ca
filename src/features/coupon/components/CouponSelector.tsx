import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { currentGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { channelForCoupon, couponProblem, type CouponChannel } from '../logic';
import type { Coupon } from '../../../../contract/coupon';
import { assetPrices } from '../../order';
import type { CouponCodeOutcome } from '../model';
import { CouponCard } from './CouponCard';
import './CouponSelector.css';

export interface CouponSelectorProps {
  coupons: readonly Coupon[];
  /** Symbol by asset id (lower case), for vouchers. */
  symbols: Record<string, string>;
  /** Assets with their price_cny; by default the current group's, loaded with the checkout. */
  assets?: readonly PricedAsset[];
  productId: string | null;
  /** The chosen payment method, and all the order can be paid with. */
  channel: CouponChannel | null;
  channels: readonly CouponChannel[];
  selectedId: string | null;
  now: number;
  onSelect: (coupon: Coupon) => void;
  /**
   * What the code came to: a coupon (the field is then cleared), a refusal (said under the field,
   * which keeps the code), or null when there is nothing to say here.
   */
  onApplyCode: (code: string) => Promise<CouponCodeOutcome | null>;
}

/**
 * The checkout's coupons: every coupon for this product as a card (those usable with the
 * chosen payment method first), and a field to enter a coupon code, a refused one said under it
 * until it is typed into again (issue 26 point 12).
 */
export function CouponSelector(props: CouponSelectorProps) {
  const { coupons, symbols, productId, channel, channels, selectedId, now, onSelect, onApplyCode } = props;
  const group = currentGroup.value;
  const assets = props.assets || (group && assetPrices.of(group).data) || [];
  const id = useId();
  const code = useSignal('');
  const applying = useSignal(false);
  const refusal = useSignal('');
  const use = { productId, channel, now };
  const rows = coupons.map((coupon) => ({
    coupon,
    problem: couponProblem(coupon, use),
    selectable: channelForCoupon(coupon, channels, { productId, now }) !== null,
  }));
  const rank = (row: (typeof rows)[number]) => (row.problem === null ? 0 : row.selectable ? 1 : 2);
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map((entry) => entry.row);

  const apply = (e: Event) => {
    e.preventDefault();
    const value = code.value.trim();
    if (!value || applying.value) return;
    applying.value = true;
    refusal.value = '';
    onApplyCode(value).then(
      (outcome) => {
        applying.value = false;
        if (!outcome) return;
        if ('refusal' in outcome) refusal.value = outcome.refusal;
        else code.value = '';
      },
      () => {
        applying.value = false;
      },
    );
  };

  return (
    <div class="coupon-selector">
      <form class="coupon-selector__code" onSubmit={apply}>
        <div class="coupon-selector__row">
          <input
            type="text"
            value={code.value}
            onInput={(e) => {
              code.value = (e.currentTarget as HTMLInputElement).value;
              refusal.value = '';
            }}
            aria-label={t('coupon:selector.code_label')}
            placeholder={t('coupon:selector.code_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
            aria-invalid={refusal.value ? 'true' : undefined}
            aria-describedby={refusal.value ? `${id}-error` : undefined}
          />
          <Button type="submit" variant="secondary" loading={applying.value} disabled={!code.value.trim()}>
            {t('coupon:selector.apply')}
          </Button>
        </div>
        <FieldError id={`${id}-error`} class="coupon-selector__error" error={refusal.value} />
      </form>
      {sorted.length === 0 ? (
        <p class="coupon-selector__empty">{t('coupon:selector.empty')}</p>
      ) : (
        <ul class="coupon-selector__list">
          {sorted.map((row) => (
            <li key={row.coupon.coupon_id}>
              <CouponCard
                coupon={row.coupon}
                symbol={symbols[row.coupon.asset_id.toLowerCase()] || ''}
                assets={assets}
                now={now}
                problem={row.problem}
                selected={row.coupon.coupon_id === selectedId}
                selectable={row.selectable}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
