import { t } from '../../lib/i18n';
import type { PaymentChannel } from '../../../contract/product';
import type { OrderFailureReason, OrderState } from '../../../contract/order';

export function channelName(channel: PaymentChannel): string {
  switch (channel) {
    case 'wechat':
      return t('order:channels.wechat');
    case 'alipay':
      return t('order:channels.alipay');
    case 'mixin':
      return t('order:channels.mixin');
    default:
      return t('order:channels.reborn');
  }
}

export function orderStateName(state: OrderState): string {
  switch (state) {
    case 'NOT_PAID':
      return t('order:states.not_paid');
    case 'MARKED_PAID':
      return t('order:states.marked_paid');
    case 'PAID':
      return t('order:states.paid');
    case 'FAILED':
      return t('order:states.failed');
    default:
      return t('order:states.expired');
  }
}

/** Why an order failed: a payment the server refused, an order replaced by a newer one, or cancelled by the payer. */
export function orderFailureText(reason: OrderFailureReason): string {
  switch (reason) {
    case 'renewal_exceeds_maximum':
      return t('order:result.failure_reasons.renewal_exceeds_maximum');
    case 'already_joined':
      return t('order:result.failure_reasons.already_joined');
    case 'cancelled':
      return t('order:result.failure_reasons.cancelled');
    default:
      return t('order:result.failure_reasons.replaced');
  }
}
