import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { currentGroup } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
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
   * which keeps the code), or null when there is nothing to say here; a rejection is said under the
   * field too.
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
  const form = useForm({ code: '' });
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

  const apply = form.submit({
    // The button is off while nothing is typed; Enter in an empty field asks for the code.
    check: (v) => (v.code.trim() ? {} : { code: t('coupon:selector.code_placeholder') }),
    send: (v) => onApplyCode(v.code.trim()),
    refusal: (err) => ({ code: err }),
    done: (outcome) => {
      if (!outcome) return;
      if ('refusal' in outcome) form.fail({ code: outcome.refusal });
      else form.reset();
    },
  });

  return (
    <div class="coupon-selector">
      <form class="coupon-selector__code" onSubmit={apply} noValidate>
        <div class="coupon-selector__row">
          <input
            {...form.bind('code')}
            type="text"
            aria-label={t('coupon:selector.code_label')}
            placeholder={t('coupon:selector.code_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
          />
          <Button type="submit" variant="secondary" loading={form.busy} disabled={!form.values.code.trim()}>
            {t('coupon:selector.apply')}
          </Button>
        </div>
        <FieldError {...form.errorOf('code')} class="coupon-selector__error" />
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
