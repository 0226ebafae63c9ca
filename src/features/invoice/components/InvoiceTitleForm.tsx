import { INVOICE_TITLE_NAME_MAX, type InvoiceTitle, type InvoiceTitleKind } from '../../../../contract/invoice';
import { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { emptyInvoiceTitleDraft, invoiceTitleDraftOf, invoiceTitleErrors, invoiceTitleInputOf, type InvoiceTitleDraft } from '../form';
import { saveInvoiceTitle } from '../model';
import './InvoiceTitleForm.css';

export interface InvoiceTitleFormProps {
  group: string;
  title?: InvoiceTitle;
  onSaved: (saved: InvoiceTitle) => void;
}

type Draft = Pick<InvoiceTitleDraft, keyof InvoiceTitleDraft>;

const KINDS: InvoiceTitleKind[] = ['company', 'personal'];

/**
 * Who an invoice is made out to: a company with its tax number, or a person. What is missing or
 * wrong is said under its field before anything is sent; a refusal under the tax number when it is
 * about it, else under the form; what was typed stays.
 */
export function InvoiceTitleForm({ group, title, onSaved }: InvoiceTitleFormProps) {
  const form = useForm<Draft>(title ? invoiceTitleDraftOf(title) : emptyInvoiceTitleDraft());
  const kind = form.values.kind;

  const submit = form.submit({
    check: (v) => {
      const errors = invoiceTitleErrors(v);
      return {
        name: errors.name && t(`invoice:title.errors.${errors.name}`),
        taxNumber: errors.taxNumber && t(`invoice:title.errors.${errors.taxNumber}`),
      };
    },
    send: (v) => saveInvoiceTitle(group, invoiceTitleInputOf(v), title && title.title_id),
    done: (saved) => {
      toast(t('invoice:title.saved'), 'success');
      onSaved(saved);
    },
    refusal: (err, v) =>
      err instanceof ApiError && err.code === ErrorCode.invoiceTaxNumberInvalid && v.kind === 'company' ? { taxNumber: err } : { form: err },
  });

  const taxHint = `${form.fieldId('taxNumber')}-hint`;
  return (
    <form class="invoice-form" onSubmit={submit} noValidate>
      <fieldset class="invoice-form__row">
        <legend class="invoice-form__label">{t('invoice:title.kind')}</legend>
        <div class="invoice-form__kinds">
          {KINDS.map((k) => (
            <label key={k} class="invoice-form__check">
              <input type="radio" name={`${form.id}-kind`} value={k} checked={kind === k} onChange={() => form.set('kind', k)} />
              {t(`invoice:title.kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="invoice-form__row">
        <label class="invoice-form__label" for={form.fieldId('name')}>
          {t(kind === 'company' ? 'invoice:title.company_name' : 'invoice:title.personal_name')}
        </label>
        <input {...form.bind('name')} class="invoice-form__input" maxLength={INVOICE_TITLE_NAME_MAX} />
        <FieldError {...form.errorOf('name')} class="invoice-form__error" />
      </div>
      {kind === 'company' && (
        <div class="invoice-form__row">
          <label class="invoice-form__label" for={form.fieldId('taxNumber')}>
            {t('invoice:title.tax_number')}
          </label>
          <input {...form.bind('taxNumber', { hint: taxHint })} class="invoice-form__input" maxLength={30} autoCapitalize="characters" />
          <p id={taxHint} class="invoice-form__hint">
            {t('invoice:title.tax_number_hint')}
          </p>
          <FieldError {...form.errorOf('taxNumber')} class="invoice-form__error" />
        </div>
      )}
      <FieldError {...form.errorOf('form')} class="invoice-form__error invoice-form__error--form" />
      <Button type="submit" block loading={form.busy}>
        {t(title ? 'invoice:title.save' : 'invoice:title.add')}
      </Button>
    </form>
  );
}
