import { useSignal } from '@preact/signals';
import { INVOICE_TITLE_NAME_MAX, type InvoiceTitle, type InvoiceTitleKind } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { emptyInvoiceTitleDraft, invoiceTitleDraftOf, invoiceTitleErrors, invoiceTitleInputOf, type InvoiceTitleDraft } from '../form';
import { saveInvoiceTitle } from '../model';
import './InvoiceTitleForm.css';

export interface InvoiceTitleFormProps {
  group: string;
  title?: InvoiceTitle;
  onSaved: (saved: InvoiceTitle) => void;
}

const KINDS: InvoiceTitleKind[] = ['company', 'personal'];

/** Who an invoice is made out to: a company with its tax number, or a person. */
export function InvoiceTitleForm({ group, title, onSaved }: InvoiceTitleFormProps) {
  const draft = useSignal<InvoiceTitleDraft>(title ? invoiceTitleDraftOf(title) : emptyInvoiceTitleDraft());
  const shown = useSignal(false);
  const saving = useSignal(false);
  const form = draft.value;
  const errors = shown.value ? invoiceTitleErrors(form) : {};
  const set = (change: Partial<InvoiceTitleDraft>) => {
    draft.value = { ...draft.value, ...change };
  };

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value) return;
    shown.value = true;
    if (Object.keys(invoiceTitleErrors(form)).length > 0) return;
    saving.value = true;
    saveInvoiceTitle(group, invoiceTitleInputOf(form), title && title.title_id).then(
      (saved) => {
        saving.value = false;
        toast(t('invoice:title.saved'), 'success');
        onSaved(saved);
      },
      (err: unknown) => {
        saving.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="invoice-form" onSubmit={submit} noValidate>
      <fieldset class="invoice-form__row">
        <legend class="invoice-form__label">{t('invoice:title.kind')}</legend>
        <div class="invoice-form__kinds">
          {KINDS.map((kind) => (
            <label key={kind} class="invoice-form__check">
              <input type="radio" name="invoice-title-kind" value={kind} checked={form.kind === kind} onChange={() => set({ kind })} />
              {t(`invoice:title.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="invoice-form__row">
        <label class="invoice-form__label" for="invoice-title-name">
          {t(form.kind === 'company' ? 'invoice:title.company_name' : 'invoice:title.personal_name')}
        </label>
        <input
          id="invoice-title-name"
          class="invoice-form__input"
          value={form.name}
          maxLength={INVOICE_TITLE_NAME_MAX}
          aria-invalid={errors.name ? 'true' : undefined}
          aria-describedby={errors.name ? 'invoice-title-name-error' : undefined}
          onInput={(e) => set({ name: e.currentTarget.value })}
        />
        {errors.name && (
          <p id="invoice-title-name-error" class="invoice-form__error" role="alert">
            {t(`invoice:title.errors.${errors.name}`)}
          </p>
        )}
      </div>
      {form.kind === 'company' && (
        <div class="invoice-form__row">
          <label class="invoice-form__label" for="invoice-title-tax">
            {t('invoice:title.tax_number')}
          </label>
          <input
            id="invoice-title-tax"
            class="invoice-form__input"
            value={form.taxNumber}
            maxLength={30}
            autoCapitalize="characters"
            aria-invalid={errors.taxNumber ? 'true' : undefined}
            aria-describedby={`invoice-title-tax-hint${errors.taxNumber ? ' invoice-title-tax-error' : ''}`}
            onInput={(e) => set({ taxNumber: e.currentTarget.value })}
          />
          <p id="invoice-title-tax-hint" class="invoice-form__hint">
            {t('invoice:title.tax_number_hint')}
          </p>
          {errors.taxNumber && (
            <p id="invoice-title-tax-error" class="invoice-form__error" role="alert">
              {t(`invoice:title.errors.${errors.taxNumber}`)}
            </p>
          )}
        </div>
      )}
      <Button type="submit" block loading={saving.value}>
        {t(title ? 'invoice:title.save' : 'invoice:title.add')}
      </Button>
    </form>
  );
}
