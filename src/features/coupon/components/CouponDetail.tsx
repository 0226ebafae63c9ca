import { useMemo } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { channelName, assetPrices } from '../../order';
import { myCouponProblem } from '../logic';
import { couponById, spendCoupon } from '../model';
import { CouponCard } from './CouponCard';
import { ExceptionLoaded } from '../../exception/parts';
import type { Coupon } from '../../../../contract/coupon';
import type { PricedAsset } from '../../../lib/format';
import './CouponDetail.css';

/**
 * A coupon's page (§2 coupons/{id}): its card, what it works with, and "Use it", which opens the
 * checkout of the product it is for with this coupon chosen. Not usable: the reason instead.
 */
export function CouponDetail({ group, couponId }: { group: string; couponId: string }) {
  const state = useResource(couponById, group, couponId, true);
  const assets = useGroupResource(assetPrices, group).data || [];
  // The page's idea of now, fixed when it opens.
  const now = useMemo(() => Date.now(), []);
  return (
    <ExceptionLoaded
      state={state}
      title={t('coupon:detail.load_failed')}
      onRetry={() => couponById.refresh(group, couponId)}
      skeleton={<div class="coupon-detail" aria-busy="true"><Skeleton lines={6} /></div>}
    >
      {(coupon) => <CouponDetailView group={group} coupon={coupon} assets={assets} now={now} />}
    </ExceptionLoaded>
  );
}

function CouponDetailView({ group, coupon, assets, now }: { group: string; coupon: Coupon; assets: readonly PricedAsset[]; now: number }) {
  const busy = useSignal(false);

  const asset = assets.filter((a) => a.asset_id.toLowerCase() === coupon.asset_id.toLowerCase())[0];
  const symbol = asset ? asset.symbol : coupon.asset_id.toUpperCase();
  const problem = myCouponProblem(coupon, now);
  const mine = linkTo('group-coupons-mine', { group });
  const use = () => {
    if (busy.value) return;
    busy.value = true;
    void spendCoupon(group, coupon).then(() => {
      busy.value = false;
    });
  };
  return (
    <div class="coupon-detail">
      <CouponCard coupon={coupon} symbol={symbol} assets={assets} now={now} problem={problem} />
      <dl class="coupon-detail__facts">
        <dt>{t('coupon:detail.kind')}</dt>
        <dd>{t(coupon.type === 'DISCOUNT' ? 'coupon:detail.discount' : 'coupon:detail.voucher')}</dd>
        <dt>{t('coupon:detail.asset')}</dt>
        <dd>{symbol}</dd>
        <dt>{t('coupon:detail.method')}</dt>
        <dd>{coupon.pay_method ? channelName(coupon.pay_method) : t('coupon:detail.any_method')}</dd>
        <dt>{t('coupon:detail.product')}</dt>
        <dd>{coupon.product_name || t('coupon:detail.any_product')}</dd>
        <dt>{t('coupon:detail.expires')}</dt>
        <dd>{formatDate(coupon.expired_at)}</dd>
      </dl>
      {problem === null && (
        <Button block loading={busy.value} onClick={use}>{t('coupon:detail.use')}</Button>
      )}
      {mine && <a class="coupon-detail__link" href={mine}>{t('coupon:detail.mine_link')}</a>}
    </div>
  );
}
