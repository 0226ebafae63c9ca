import { t } from '../../lib/i18n';
import type { PaymentChannel } from '../../../contract/product';

/** A way of paying as the admin portal names it (admin_payment namespace). */
export function channelLabel(channel: PaymentChannel): string {
  if (channel === 'wechat') return t('admin_payment:channel.wechat');
  if (channel === 'alipay') return t('admin_payment:channel.alipay');
  if (channel === 'reborn') return t('admin_payment:channel.reborn');
  return t('admin_payment:channel.mixin');
}
