import { useSignal } from '@preact/signals';
import type { InvoiceOrder, InvoiceTitle } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { toastApiError } from '../../../ui/toastApiError';
import { makeOutInvoice } from '../model';
import './InvoiceTitlePicker.css';

export interface InvoiceTitlePickerProps {
  group: string;
  orderId: string;
  titles: InvoiceTitle[];
  onMade: (order: InvoiceOrder) => void;
}

/** Picks the title the invoice is made out to (the first company one to start with) and asks for it. */
export function InvoiceTitlePicker({ group, orderId, titles, onMade }: InvoiceTitlePickerProps) {
  const first = titles.find((x) => x.kind === 'company') || titles[0];
  const chosen = useSignal<string | null>(first ? first.title_id : null);
  const sending = useSignal(false);
  const addHref = to('group-invoice-title-add', { group }, { order_id: orderId });

  if (!titles.length) {
    return (
      <div class="invoice-picker">
        <p class="invoice-picker__empty">{t('invoice:make.no_titles')}</p>
        <a class="ui-btn ui-btn--primary ui-btn--block" href={addHref}>
          {t('invoice:title.add_title')}
        </a>
      </div>
    );
  }

  const submit = (e: Event) => {
    e.preventDefault();
    if (!chosen.value || sending.value) return;
    sending.value = true;
    makeOutInvoice(group, orderId, chosen.value).then(
      (order) => {
        sending.value = false;
        onMade(order);
      },
      (err: unknown) => {
        sending.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="invoice-picker" onSubmit={submit}>
      <fieldset class="invoice-picker__titles">
        <legend class="invoice-picker__legend">{t('invoice:make.choose_title')}</legend>
        {titles.map((title) => (
          <label key={title.title_id} class="invoice-picker__title">
            <input type="radio" name="invoice-title" checked={chosen.value === title.title_id} onChange={() => (chosen.value = title.title_id)} />
            <span>
              <span class="invoice-picker__name">{title.name}</span>
              <span class="invoice-picker__meta">
                {title.kind === 'company' ? t('invoice:title.tax_number_short', { number: title.tax_number }) : t('invoice:title.kinds.personal')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <a class="invoice-picker__add" href={addHref}>
        {t('invoice:title.add_title')}
      </a>
      <Button type="submit" block loading={sending.value}>
        {t('invoice:make.submit')}
      </Button>
    </form>
  );
}
