import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { go, to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { ExceptionNotice } from '../../exception';
import { ExceptionLoaded } from '../../exception/parts';
import { InvoiceTitleForm } from '../components/InvoiceTitleForm';
import type { InvoiceTitle } from '../../../../contract/invoice';
import { invoiceTitles, removeInvoiceTitle } from '../model';
import './InvoiceScreens.css';

/**
 * `group-invoice-title-add` and `group-invoice-title-id`: a title's form; editing also deletes. Added
 * from an order's invoice (`?order_id=`), it goes back there once saved.
 */
export default function InvoiceTitleEditScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = (params.id as string | undefined) || null;
  const state = useGroupResource(invoiceTitles, id ? group : null);
  const back = () => {
    if (query.order_id) go('group-invoice-make-id', { group, id: query.order_id }, undefined, true);
    else go('group-invoice-title', { group }, undefined, true);
  };

  if (!id) return <InvoiceTitleForm group={group} onSaved={back} />;
  return (
    <ExceptionLoaded state={state} title={t('invoice:load_failed')} onRetry={() => invoiceTitles.refresh(group)} skeleton={<Skeleton lines={5} />}>
      {(titles) => <InvoiceTitleEdit group={group} id={id} titles={titles} back={back} />}
    </ExceptionLoaded>
  );
}

/** The loaded title's form and its delete, or "not found" when the member has no such title. */
function InvoiceTitleEdit({ group, id, titles, back }: { group: string; id: string; titles: InvoiceTitle[]; back: () => void }) {
  const deleting = useSignal(false);
  const title = titles.find((x) => x.title_id === id);
  if (!title) {
    return (
      <ExceptionNotice
        title={t('invoice:title.not_found')}
        actions={
          <a class="ui-btn ui-btn--primary" href={to('group-invoice-title', { group })}>
            {t('invoice:title.back')}
          </a>
        }
      />
    );
  }
  const remove = () =>
    confirm({ message: t('invoice:title.delete_confirm', { name: title.name }), danger: true, confirmText: t('invoice:title.delete') }).then((ok) => {
      if (!ok) return;
      deleting.value = true;
      removeInvoiceTitle(group, id).then(
        () => {
          toast(t('invoice:title.deleted'), 'success');
          go('group-invoice-title', { group }, undefined, true);
        },
        (err: unknown) => {
          deleting.value = false;
          toastApiError(err);
        },
      );
    });
  return (
    <div>
      <InvoiceTitleForm key={title.title_id} group={group} title={title} onSaved={back} />
      <div class="invoice-screen__actions">
        <Button variant="danger-outline" block loading={deleting.value} onClick={remove}>
          {t('invoice:title.delete')}
        </Button>
      </div>
    </div>
  );
}
