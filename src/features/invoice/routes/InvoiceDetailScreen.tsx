import { useRoute } from 'preact-iso';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { InvoiceNoticeOptions } from '../components/InvoiceNoticeOptions';
import { InvoiceOrderSummary } from '../components/InvoiceOrderSummary';
import { InvoiceStateBadge } from '../components/InvoiceStateBadge';
import type { InvoiceOrder } from '../../../../contract/invoice';
import { invoiceOrder } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import './InvoiceScreens.css';

/** A label and its value, side by side while they fit, else the value on the next line. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div class="invoice-screen__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** `group-invoice-detail-id`: an order's invoice, its title, state and number, and how the member is told (waiting or sent). */
export default function InvoiceDetailScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id as string;
  const state = useResource(invoiceOrder, group, id, true);
  return (
    <ExceptionLoaded state={state} title={t('invoice:load_failed')} onRetry={() => invoiceOrder.refresh(group, id)} skeleton={<Skeleton lines={8} />}>
      {(order) => <InvoiceDetail group={group} id={id} order={order} />}
    </ExceptionLoaded>
  );
}

function InvoiceDetail({ group, id, order }: { group: string; id: string; order: InvoiceOrder }) {
  const invoice = order.invoice;
  return (
    <div class="invoice-screen">
      <div class="invoice-screen__card">
        <InvoiceOrderSummary order={order} />
      </div>
      <section class="invoice-screen__card" aria-labelledby="invoice-detail-title">
        <h2 id="invoice-detail-title" class="invoice-screen__heading">
          {t('invoice:detail.title')} <InvoiceStateBadge invoice={invoice} />
        </h2>
        {invoice ? (
          <dl class="invoice-screen__facts">
            <Fact label={t('invoice:detail.made_out_to')} value={invoice.title_name} />
            {invoice.title_kind === 'company' && <Fact label={t('invoice:title.tax_number')} value={invoice.title_tax_number} />}
            <Fact label={t('invoice:detail.requested_at')} value={formatDate(invoice.requested_at)} />
            {invoice.issued_at && <Fact label={t('invoice:detail.issued_at')} value={formatDate(invoice.issued_at)} />}
            {invoice.invoice_number && <Fact label={t('invoice:detail.number')} value={invoice.invoice_number} />}
          </dl>
        ) : (
          <div class="invoice-screen__actions">
            <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-invoice-make-id', { group, id })}>
              {t('invoice:list.request')}
            </a>
          </div>
        )}
        {invoice && invoice.state === 'requested' && <p class="invoice-screen__note">{t('invoice:detail.requested_note')}</p>}
      </section>
      {invoice && <InvoiceNoticeOptions group={group} order={order} />}
    </div>
  );
}
