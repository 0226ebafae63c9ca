import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { InvoiceNoticeOptions } from '../components/InvoiceNoticeOptions';
import { invoiceOrder } from '../model';
import { ExceptionLoadFailed } from '../../exception/parts';
import './InvoiceScreens.css';

/** `group-invoice-make-succeed?order_id=`: the invoice is asked for; how to be told once it is issued. */
export default function InvoiceMadeScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = query.order_id || null;
  const order = useResource(invoiceOrder, group, id);
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
  if (id && !order.data) {
    if (order.error) return <ExceptionLoadFailed title={t('invoice:load_failed')} error={order.error} onRetry={() => invoiceOrder.refresh(group, id)} />;
    return <Skeleton lines={6} />;
  }
  return (
    <div class="invoice-screen">
      <div class="invoice-screen__done" role="status">
        <h2>{t('invoice:made.title')}</h2>
        <p>{t('invoice:made.body')}</p>
      </div>
      {order.data && order.data.invoice && <InvoiceNoticeOptions group={group} order={order.data} />}
      {links}
    </div>
  );
}
