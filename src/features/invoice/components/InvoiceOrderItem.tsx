import type { InvoiceOrder } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { InvoiceOrderSummary } from './InvoiceOrderSummary';
import { InvoiceStateBadge } from './InvoiceStateBadge';
import './InvoiceOrderItem.css';

/** A paid order in the list: to its invoice once asked for, else to asking for one. */
export function InvoiceOrderItem({ group, order }: { group: string; order: InvoiceOrder }) {
  const href = order.invoice
    ? to('group-invoice-detail-id', { group, id: order.order_id })
    : to('group-invoice-make-id', { group, id: order.order_id });
  return (
    <a class="invoice-item" href={href}>
      <InvoiceOrderSummary order={order} />
      <span class="invoice-item__foot">
        <InvoiceStateBadge invoice={order.invoice} />
        <span class="invoice-item__action">{t(order.invoice ? 'invoice:list.view' : 'invoice:list.request')}</span>
      </span>
    </a>
  );
}
