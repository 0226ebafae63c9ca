import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { go, to } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { InvoiceOrderSummary } from '../components/InvoiceOrderSummary';
import { InvoiceTitlePicker } from '../components/InvoiceTitlePicker';
import { invoiceOrder, invoiceTitles } from '../model';
import { ExceptionLoadFailed } from '../../exception/parts';
import './InvoiceScreens.css';

/** `group-invoice-make-id`: asks for an order's invoice, made out to one of the member's titles. */
export default function InvoiceMakeScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id as string;
  const order = useResource(invoiceOrder, group, id, true);
  const titles = useGroupResource(invoiceTitles, group);

  if (!order.data || !titles.data) {
    if (order.error) return <ExceptionLoadFailed title={t('invoice:load_failed')} error={order.error} onRetry={() => invoiceOrder.refresh(group, id)} />;
    if (titles.error) return <ExceptionLoadFailed title={t('invoice:load_failed')} error={titles.error} onRetry={() => invoiceTitles.refresh(group)} />;
    return <Skeleton lines={6} />;
  }
  if (order.data.invoice) {
    return (
      <div class="invoice-screen">
        <p class="invoice-screen__note">{t('invoice:make.already')}</p>
        <div class="invoice-screen__actions">
          <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-invoice-detail-id', { group, id })}>
            {t('invoice:list.view')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div class="invoice-screen">
      <div class="invoice-screen__card">
        <InvoiceOrderSummary order={order.data} />
      </div>
      <InvoiceTitlePicker
        group={group}
        orderId={id}
        titles={titles.data}
        onMade={() => go('group-invoice-make-succeed', { group }, { order_id: id }, true)}
      />
    </div>
  );
}
