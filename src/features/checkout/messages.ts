import { t } from '../../lib/i18n';
import { COUPON_SERVER_MESSAGES } from '../coupon';
import { knownMessage, orderErrorText, type OrderState, type RefusalTexts } from '../order';
import { ErrorCode } from '../../../contract/errors';

// §8 payment refusals, by code.
const PAYMENT_MESSAGES: RefusalTexts = {
  [ErrorCode.paymentInfoUnavailable]: () => t('checkout:errors.payment_info'),
  [ErrorCode.paymentInfoFailed]: () => t('checkout:errors.payment_info_failed'),
};

/** A refused pay or coupon call, in the person's language where §8 names the message. */
export function checkoutErrorText(err: unknown): string {
  return knownMessage(err, COUPON_SERVER_MESSAGES) || knownMessage(err, PAYMENT_MESSAGES) || orderErrorText(err);
}

/** Why an order that is not open any more did not pay. */
export function orderStateText(state: OrderState): string {
  if (state === 'EXPIRED') return t('checkout:state.expired');
  if (state === 'FAILED') return t('checkout:state.failed');
  return state;
}
