import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { assetPrices } from '../../order';
import type { Coupon } from '../../../../contract/coupon';
import { groupMyCoupons, myCouponProblem } from '../logic';
import { myCoupons } from '../model';
import { CouponLinkCard } from './CouponLinkCard';
import { ExceptionLoaded } from '../../exception/parts';
import './CouponLists.css';

const GROUPS = [
  { key: 'usable', title: 'coupon:mine.usable' },
  { key: 'used', title: 'coupon:mine.used' },
  { key: 'expired', title: 'coupon:mine.expired' },
] as const;

/** Issue 13 point 2: my coupons grouped usable, used and expired, each with why it cannot be used. */
export function CouponMineList({ group }: { group: string }) {
  // Read afresh each time: a payment or an order elsewhere changes them.
  const state = useGroupResource(myCoupons, group, true);
  const assets = useGroupResource(assetPrices, group).data || [];
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);
  return (
    <ExceptionLoaded
      state={state}
      title={t('coupon:mine.load_failed')}
      onRetry={() => myCoupons.refresh(group)}
      skeleton={<div class="coupon-lists" aria-busy="true"><Skeleton lines={6} /></div>}
    >
      {(coupons) => <CouponMineGroups group={group} coupons={coupons} assets={assets} now={now} />}
    </ExceptionLoaded>
  );
}

function CouponMineGroups({
  group, coupons, assets, now,
}: { group: string; coupons: Coupon[]; assets: readonly (PricedAsset & { symbol: string })[]; now: number }) {
  const claim = linkTo('group-coupons', { group });
  if (coupons.length === 0) {
    return (
      <div class="coupon-lists__notice">
        <p>{t('coupon:mine.empty')}</p>
        {claim && <a class="coupon-lists__link" href={claim}>{t('coupon:mine.claim_link')}</a>}
      </div>
    );
  }
  const groups = groupMyCoupons(coupons, now);
  return (
    <div class="coupon-lists">
      {GROUPS.map(({ key, title }) => {
        const list: Coupon[] = groups[key];
        return (
          <section key={key} class="coupon-lists__group" aria-labelledby={`coupon-mine-${key}`}>
            <h2 id={`coupon-mine-${key}`} class="coupon-lists__title">
              {t(title)} <span class="coupon-lists__count">{list.length}</span>
            </h2>
            {list.length === 0 ? (
              <p class="coupon-lists__none">{t('coupon:mine.none')}</p>
            ) : (
              <ul class="coupon-lists__list">
                {list.map((coupon) => (
                  <li key={coupon.coupon_id}>
                    <CouponLinkCard group={group} coupon={coupon} assets={assets} now={now} problem={myCouponProblem(coupon, now)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
