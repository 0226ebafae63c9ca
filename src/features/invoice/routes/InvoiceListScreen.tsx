import { useCallback, useMemo } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { InvoiceOrder } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { InfiniteList } from '../../../ui/InfiniteList';
import { InvoiceOrderItem } from '../components/InvoiceOrderItem';
import { invoiceOrderPages } from '../model';
import './InvoiceScreens.css';

/** `group-invoice`: the member's orders paid in CNY, 20 a page, each with its invoice or the way to ask for one. */
export default function InvoiceListScreen() {
  const { params } = useRoute();
  const group = params.group;
  const load = useMemo(() => invoiceOrderPages(group), [group]);
  const renderItem = useCallback((order: InvoiceOrder) => <InvoiceOrderItem group={group} order={order} />, [group]);
  return (
    <div class="invoice-screen">
      <p class="invoice-screen__note">{t('invoice:list.note')}</p>
      <div class="invoice-screen__links">
        <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-invoice-title', { group })}>
          {t('invoice:list.titles')}
        </a>
      </div>
      <InfiniteList
        load={load}
        renderItem={renderItem}
        getKey={(order) => order.order_id}
        label={t('invoice:list.label')}
        emptyText={t('invoice:list.empty')}
        resetKey={group}
      />
    </div>
  );
}
