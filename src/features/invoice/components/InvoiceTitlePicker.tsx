import type { InvoiceOrder, InvoiceTitle } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { makeOutInvoice } from '../model';
import './InvoiceTitlePicker.css';

export interface InvoiceTitlePickerProps {
  group: string;
  orderId: string;
  titles: InvoiceTitle[];
  onMade: (order: InvoiceOrder) => void;
}

/**
 * Picks the title the invoice is made out to (the first company one to start with) and asks for it;
 * a refusal is said above the button, the title chosen kept.
 */
export function InvoiceTitlePicker({ group, orderId, titles, onMade }: InvoiceTitlePickerProps) {
  const first = titles.find((x) => x.kind === 'company') || titles[0];
  const form = useForm({ titleId: first ? first.title_id : '' });
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

  const submit = form.submit({
    send: (v) => makeOutInvoice(group, orderId, v.titleId),
    done: (order) => onMade(order),
  });

  return (
    <form class="invoice-picker" onSubmit={submit}>
      <fieldset class="invoice-picker__titles">
        <legend class="invoice-picker__legend">{t('invoice:make.choose_title')}</legend>
        {titles.map((title) => (
          <label key={title.title_id} class="invoice-picker__title">
            <input
              type="radio"
              name={`${form.id}-title`}
              checked={form.values.titleId === title.title_id}
              onChange={() => form.set('titleId', title.title_id)}
            />
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
      <FieldError {...form.errorOf('form')} class="invoice-picker__error" />
      <Button type="submit" block loading={form.busy}>
        {t('invoice:make.submit')}
      </Button>
    </form>
  );
}
