import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { go, to } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { InvoiceOrderSummary } from '../components/InvoiceOrderSummary';
import { InvoiceTitlePicker } from '../components/InvoiceTitlePicker';
import type { InvoiceOrder, InvoiceTitle } from '../../../../contract/invoice';
import { invoiceOrder, invoiceTitles } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import './InvoiceScreens.css';

/** `group-invoice-make-id`: asks for an order's invoice, made out to one of the member's titles. */
export default function InvoiceMakeScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id as string;
  const order = useResource(invoiceOrder, group, id, true);
  const titles = useGroupResource(invoiceTitles, group);

  // Two resources, two blocks: the order's failure first, then the titles' (while the order is
  // still on its way, a titles' failure waits behind the skeleton).
  return (
    <ExceptionLoaded state={order} title={t('invoice:load_failed')} onRetry={() => invoiceOrder.refresh(group, id)} skeleton={<Skeleton lines={6} />}>
      {(orderData) => (
        <ExceptionLoaded state={titles} title={t('invoice:load_failed')} onRetry={() => invoiceTitles.refresh(group)} skeleton={<Skeleton lines={6} />}>
          {(titlesData) => <InvoiceMake group={group} id={id} order={orderData} titles={titlesData} />}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

function InvoiceMake({ group, id, order, titles }: { group: string; id: string; order: InvoiceOrder; titles: InvoiceTitle[] }) {
  if (order.invoice) {
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
        <InvoiceOrderSummary order={order} />
      </div>
      <InvoiceTitlePicker
        group={group}
        orderId={id}
        titles={titles}
        onMade={() => go('group-invoice-make-succeed', { group }, { order_id: id }, true)}
      />
    </div>
  );
}
