import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { InvoiceNoticeOptions } from '../components/InvoiceNoticeOptions';
import type { InvoiceOrder } from '../../../../contract/invoice';
import { invoiceOrder } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import './InvoiceScreens.css';

/** `group-invoice-make-succeed?order_id=`: the invoice is asked for; how to be told once it is issued. */
export default function InvoiceMadeScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = query.order_id || null;
  const order = useResource(invoiceOrder, group, id);
  if (!id) return <InvoiceMade group={group} id={id} />;
  return (
    <ExceptionLoaded state={order} title={t('invoice:load_failed')} onRetry={() => invoiceOrder.refresh(group, id)} skeleton={<Skeleton lines={6} />}>
      {(data) => <InvoiceMade group={group} id={id} order={data} />}
    </ExceptionLoaded>
  );
}

/** "Asked for", how to be told once issued (when the order is known), and the ways on. */
function InvoiceMade({ group, id, order }: { group: string; id: string | null; order?: InvoiceOrder }) {
  const links = (
    <div class="invoice-screen__actions">
      {id && (
        <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-invoice-detail-id', { group, id })}>
          {t('invoice:list.view')}
        </a>
      )}
      <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-invoice', { group })}>
        {t('invoice:made.back')}
      </a>
    </div>
  );
  return (
    <div class="invoice-screen">
      <div class="invoice-screen__done" role="status">
        <h2>{t('invoice:made.title')}</h2>
        <p>{t('invoice:made.body')}</p>
      </div>
      {order && order.invoice && <InvoiceNoticeOptions group={group} order={order} />}
      {links}
    </div>
  );
}
