import { t } from '../../lib/i18n';
import { ErrorCode } from '../../../contract/errors';
import { apiErrorText } from '../../lib/http';
import { knownMessage, type RefusalTexts } from '../order';
import type { CouponProblem } from './logic';

/** The server's §8 coupon refusals, by code, each shown translated. */
export const COUPON_SERVER_MESSAGES: RefusalTexts = {
  [ErrorCode.couponCodeIncorrect]: () => t('coupon:errors.incorrect_code'),
  [ErrorCode.couponAlreadyClaimed]: () => t('coupon:errors.already_claimed'),
  [ErrorCode.couponNotAvailable]: () => t('coupon:reasons.not_available'),
  [ErrorCode.couponUnsupportedPayMethod]: () => t('coupon:reasons.unsupported_pay_method'),
  [ErrorCode.couponUnsupportedProduct]: () => t('coupon:reasons.unsupported_product'),
  [ErrorCode.couponsDisabled]: () => t('coupon:errors.disabled'),
};

/** The disabled reason a coupon card shows (§2, §5). */
export function couponProblemText(problem: CouponProblem): string {
  switch (problem) {
    case 'not_available':
      return t('coupon:reasons.not_available');
    case 'reserved':
      return t('coupon:reasons.reserved');
    case 'unsupported_product':
      return t('coupon:reasons.unsupported_product');
    case 'requires_channel':
      return t('coupon:reasons.requires_channel');
    default:
      return t('coupon:reasons.unsupported_pay_method');
  }
}

/** What to tell the person when claiming a code failed: the §8 text when known, else the general one. */
export function couponErrorText(err: unknown): string {
  return knownMessage(err, COUPON_SERVER_MESSAGES) || apiErrorText(err);
}
