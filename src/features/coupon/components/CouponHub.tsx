import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { groupConfig } from '../../group';
import { groupMyCoupons } from '../logic';
import { myCoupons } from '../model';
import { CouponClaimForm } from './CouponClaimForm';
import { CouponClaimableList } from './CouponClaimableList';
import './CouponHub.css';

/**
 * §2 coupons: claim a coupon by its code, the ways to the coupons I hold (all of them, and those
 * for the membership), then the coupons the group offers to claim with one tap (below the links,
 * so nothing above moves when they arrive or turn out to be none). A group without coupons says
 * so instead.
 */
export function CouponHub({ group }: { group: string }) {
  const config = useGroupResource(groupConfig, group);
  const mine = useGroupResource(myCoupons, group, true).data;
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);
  if (!config.data) return <div class="coupon-hub" aria-busy="true"><Skeleton lines={4} /></div>;
  if (!config.data.coupon_enabled) return <p class="coupon-hub__notice">{t('coupon:errors.disabled')}</p>;
  const usable = mine ? groupMyCoupons(mine, now).usable.length : null;
  const links = [
    { href: linkTo('group-coupons-mine', { group }), label: t('coupon:hub.mine'), note: usable === null ? '' : t('coupon:hub.usable', { count: usable }) },
    { href: linkTo('group-coupons-product-id', { group }), label: t('coupon:hub.membership'), note: '' },
  ].filter((l) => !!l.href);
  return (
    <div class="coupon-hub">
      <CouponClaimForm group={group} />
      <nav class="coupon-hub__links" aria-label={t('coupon:hub.links')}>
        {links.map((l) => (
          <a key={l.label} class="coupon-hub__link" href={l.href!}>
            <span>{l.label}</span>
            {l.note && <span class="coupon-hub__note">{l.note}</span>}
          </a>
        ))}
      </nav>
      <CouponClaimableList group={group} />
    </div>
  );
}
