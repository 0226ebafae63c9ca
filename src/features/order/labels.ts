import { t } from '../../lib/i18n';
import type { PaymentChannel } from '../../../contract/product';
import type { OrderState } from '../../../contract/order';

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
