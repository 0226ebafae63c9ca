import { useId, useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { assetPrices } from '../../order';
import { claimableCoupons } from '../model';
import { CouponClaimableItem } from './CouponClaimableItem';
import { ExceptionLoaded } from '../../exception/parts';
import './CouponClaimable.css';
import './CouponLists.css';

/**
 * "Coupons you can claim" (issue 13 point 2): the codes the group advertises that the person can
 * still claim, soonest to expire first, each a card with Claim. None: no section at all.
 */
export function CouponClaimableList({ group }: { group: string }) {
  const id = useId();
  // Read afresh each time: others' claims use codes up, and the group lists new ones.
  const state = useGroupResource(claimableCoupons, group, true);
  const assets = useGroupResource(assetPrices, group).data || [];
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);
  return (
    <ExceptionLoaded
      state={state}
      title={t('coupon:claimable.load_failed')}
      onRetry={() => claimableCoupons.refresh(group)}
      // Whether there are any is not known yet: no heading that might have nothing under it.
      skeleton={<div class="coupon-claimable"><Skeleton block="132px" repeat={2} /></div>}
    >
      {(list) => list.length > 0 && (
        <section class="coupon-claimable" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`} class="coupon-claimable__title">{t('coupon:claimable.title')}</h2>
          <ul class="coupon-lists__list">
            {list.map((coupon) => (
              <li key={coupon.code}>
                <CouponClaimableItem group={group} coupon={coupon} assets={assets} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ExceptionLoaded>
  );
}
