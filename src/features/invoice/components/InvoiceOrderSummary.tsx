import type { InvoiceOrder } from '../../../../contract/invoice';
import { formatDate, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import './InvoiceOrderSummary.css';

const KINDS = ['join', 'renew', 'stream', 'course', 'article'] as const;
const CHANNELS = ['wechat', 'alipay'] as const;

/** What was bought, for how much, when and how: the lines an invoice is made out for. */
export function InvoiceOrderSummary({ order }: { order: InvoiceOrder }) {
  const kind = (KINDS as readonly string[]).includes(order.kind) ? (order.kind as (typeof KINDS)[number]) : null;
  const channel = (CHANNELS as readonly string[]).includes(order.channel) ? (order.channel as (typeof CHANNELS)[number]) : null;
  return (
    <div class="invoice-summary">
      <p class="invoice-summary__name">{order.product_name}</p>
      <p class="invoice-summary__amount">{formatMoney(order.amount, 'cny')}</p>
      <p class="invoice-summary__meta">
        {[
          kind ? t(`invoice:order.kind.${kind}`, { count: order.quantity }) : null,
          t('invoice:order.paid_at', { date: formatDate(order.paid_at) }),
          channel ? t(`invoice:order.channel.${channel}`) : null,
        ].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
