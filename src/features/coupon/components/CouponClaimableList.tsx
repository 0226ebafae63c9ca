import { useEffect, useId, useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { assetPrices } from '../../order';
import { claimableCoupons } from '../model';
import { CouponClaimableItem } from './CouponClaimableItem';
import { CouponLoadFailed } from './CouponLoadFailed';
import './CouponClaimable.css';
import './CouponLists.css';

/**
 * "Coupons you can claim" (issue 13 point 2): the codes the group advertises that the person can
 * still claim, soonest to expire first, each a card with Claim. None: no section at all.
 */
export function CouponClaimableList({ group }: { group: string }) {
  const id = useId();
  // Read afresh each time: others' claims use codes up, and the group lists new ones.
  useEffect(() => claimableCoupons.refresh(group), [group]);
  const state = useGroupResource(claimableCoupons, group);
  const assets = useGroupResource(assetPrices, group).data || [];
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);
  const list = state.data;
  // Whether there are any is not known yet: no heading that might have nothing under it.
  if (!list && !state.error) return <div class="coupon-claimable"><Skeleton block="132px" repeat={2} /></div>;
  if (list && list.length === 0) return null;
  return (
    <section class="coupon-claimable" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="coupon-claimable__title">{t('coupon:claimable.title')}</h2>
      {list ? (
        <ul class="coupon-lists__list">
          {list.map((coupon) => (
            <li key={coupon.code}>
              <CouponClaimableItem group={group} coupon={coupon} assets={assets} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <CouponLoadFailed error={state.error} onRetry={() => claimableCoupons.refresh(group)} />
      )}
    </section>
  );
}
