import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { groupPublic } from '../../group';
import { assetPrices } from '../../order';
import { couponsForProduct } from '../logic';
import { couponProduct, productCoupons } from '../model';
import { CouponLinkCard } from './CouponLinkCard';
import { ExceptionLoaded } from '../../exception/parts';
import './CouponLists.css';

/**
 * §2 coupons/product/{id?}: my coupons that can pay for a product now (for it or for any
 * product); without an id, the group's entry product (the membership). None: §8's empty text.
 */
export function CouponProductList({ group, productId }: { group: string; productId?: string }) {
  const info = useGroupResource(groupPublic, group);
  const id = productId || (info.data && info.data.product ? info.data.product.id : null);
  const state = useResource(productCoupons, group, id, true);
  const product = useResource(couponProduct, group, id);
  const assets = useGroupResource(assetPrices, group).data || [];
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);

  if (!productId && info.data && !info.data.product) {
    return <p class="coupon-lists__notice">{t('coupon:selector.empty')}</p>;
  }
  // Without an id, the group's entry product is read first: its failure is this list's.
  const shown = id ? state : { loading: info.loading, error: info.error };
  return (
    <ExceptionLoaded
      state={shown}
      title={t('coupon:product.load_failed')}
      onRetry={() => (id ? productCoupons.refresh(group, id) : groupPublic.refresh(group))}
      skeleton={<div class="coupon-lists" aria-busy="true"><Skeleton lines={5} /></div>}
    >
      {(coupons) => {
        const list = couponsForProduct(coupons, id!, now);
        return (
          <div class="coupon-lists">
            {product.data && <p class="coupon-lists__intro">{t('coupon:product.intro', { name: product.data.name })}</p>}
            {list.length === 0 ? (
              <p class="coupon-lists__notice">{t('coupon:selector.empty')}</p>
            ) : (
              <ul class="coupon-lists__list">
                {list.map((coupon) => (
                  <li key={coupon.coupon_id}>
                    <CouponLinkCard group={group} coupon={coupon} assets={assets} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </ExceptionLoaded>
  );
}
