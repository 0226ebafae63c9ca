import { t } from '../../lib/i18n';
import type { CouponProblem } from './logic';

/** The server's §8 coupon refusals, each shown translated. */
export const COUPON_SERVER_MESSAGES: Record<string, () => string> = {
  'coupon code incorrect': () => t('coupon:errors.incorrect_code'),
  'coupon code already claimed': () => t('coupon:errors.already_claimed'),
  'coupon not available': () => t('coupon:reasons.not_available'),
  'coupon unsupported pay method': () => t('coupon:reasons.unsupported_pay_method'),
  'coupon unsupported product': () => t('coupon:reasons.unsupported_product'),
  'coupons are not enabled in this group': () => t('coupon:errors.disabled'),
};

/** The disabled reason a coupon card shows (§2, §5). */
export function couponProblemText(problem: CouponProblem): string {
  switch (problem) {
    case 'not_available':
      return t('coupon:reasons.not_available');
    case 'unsupported_product':
      return t('coupon:reasons.unsupported_product');
    case 'requires_channel':
      return t('coupon:reasons.requires_channel');
    default:
      return t('coupon:reasons.unsupported_pay_method');
  }
}
