import { t } from '../../lib/i18n';
import { toast } from '../../ui/toast';
import { COUPON_SERVER_MESSAGES } from '../coupon';
import {
  knownMessage, orderErrorCode, orderErrorText, orderFailureText, type OrderFailureReason, type OrderState, type RefusalTexts,
} from '../order';
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

/** The code in small print beside checkoutErrorText's general sentence, or null. */
export function checkoutErrorCode(err: unknown): string | null {
  if (knownMessage(err, COUPON_SERVER_MESSAGES) || knownMessage(err, PAYMENT_MESSAGES)) return null;
  return orderErrorCode(err);
}

/** A refused pay or coupon call as a toast: the sentence, and its code in small print when unnamed. */
export function toastCheckoutError(err: unknown): void {
  toast(checkoutErrorText(err), 'error', undefined, checkoutErrorCode(err) || undefined);
}

/**
 * How a checkout ended without a payment, as the sheet shows it. A cancelled payment is not a
 * failure (issue 10, point 4): it says so, and trying again reopens the payment. `retry` is
 * 'pay' while the same order can still be paid, 'order' when a new order is needed, and null when
 * trying again cannot help (the server refused the money for a rule that still holds).
 */
export type CheckoutOutcome =
  | { kind: 'cancelled'; retry: 'pay' | 'order' }
  | { kind: 'failed'; text: string; retry: 'pay' | 'order' | null };

/** Why an order that is no longer open did not pay, and what the person can do about it. */
export function closedOrderOutcome(state: OrderState, reason: OrderFailureReason | null | undefined): CheckoutOutcome {
  if (state === 'FAILED' && reason === 'cancelled') return { kind: 'cancelled', retry: 'order' };
  if (state === 'EXPIRED') return { kind: 'failed', text: t('checkout:outcome.expired'), retry: 'order' };
  if (reason === 'renewal_exceeds_maximum' || reason === 'already_joined') {
    return { kind: 'failed', text: orderFailureText(reason), retry: null };
  }
  if (reason === 'replaced') return { kind: 'failed', text: orderFailureText(reason), retry: 'order' };
  return { kind: 'failed', text: t('checkout:outcome.declined'), retry: 'order' };
}
