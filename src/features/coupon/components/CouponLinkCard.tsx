import type { PricedAsset } from '../../../lib/format';
import { linkTo } from '../../../lib/paths';
import type { Coupon } from '../../../../contract/coupon';
import type { CouponProblem } from '../logic';
import { CouponCard } from './CouponCard';
import './CouponLinkCard.css';

export interface CouponLinkCardProps {
  group: string;
  coupon: Coupon;
  assets: readonly (PricedAsset & { symbol: string })[];
  now: number;
  problem?: CouponProblem | null;
}

/** A coupon card that opens the coupon's page (a plain card when that screen is not built). */
export function CouponLinkCard({ group, coupon, assets, now, problem }: CouponLinkCardProps) {
  const asset = assets.filter((a) => a.asset_id.toLowerCase() === coupon.asset_id.toLowerCase())[0];
  const card = <CouponCard coupon={coupon} symbol={asset ? asset.symbol : ''} assets={assets} now={now} problem={problem} />;
  const href = linkTo('group-coupons-id', { group, id: coupon.coupon_id });
  return href ? <a class="coupon-link" href={href}>{card}</a> : card;
}
