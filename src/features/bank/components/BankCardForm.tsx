import { useSignal } from '@preact/signals';
import { BANK_BRANCH_MAX, BANK_HOLDER_MAX, BANK_NAME_MAX, maskedCardNumber, type BankAccount } from '../../../../contract/bank';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import {
  bankCardCreateOf, bankCardDraftOf, bankCardErrors, bankCardUpdateOf, emptyBankCardDraft, groupedCardNumber,
  type BankCardDraft, type BankCardField,
} from '../form';
import { addBankAccount, saveBankAccount } from '../model';
import './BankCardForm.css';

export interface BankCardFormProps {
  group: string;
  /** The card being edited; a new one is added without it. */
  card?: BankAccount;
  onSaved: () => void;
}

type Input = { name: BankCardField; max?: number; inputMode?: 'numeric' | 'tel'; autoComplete: string };

const FIELDS: Input[] = [
  { name: 'holder', max: BANK_HOLDER_MAX, autoComplete: 'name' },
  { name: 'number', max: 23, inputMode: 'numeric', autoComplete: 'off' },
  { name: 'bank', max: BANK_NAME_MAX, autoComplete: 'off' },
  { name: 'branch', max: BANK_BRANCH_MAX, autoComplete: 'off' },
  { name: 'phone', max: 20, inputMode: 'tel', autoComplete: 'tel-national' },
];

/** Holder, number, bank, branch and a +86 mobile (§3 bank card, §5), checked as the server checks them. */
export function BankCardForm({ group, card, onSaved }: BankCardFormProps) {
  const draft = useSignal<BankCardDraft>(card ? bankCardDraftOf(card) : emptyBankCardDraft());
  const shown = useSignal(false);
  const saving = useSignal(false);
  const form = draft.value;
  const editing = !!card;
  const errors = shown.value ? bankCardErrors(form, editing) : {};

  const set = (name: BankCardField, value: string) => {
    draft.value = { ...draft.value, [name]: name === 'number' ? groupedCardNumber(value) : value };
  };

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value) return;
    shown.value = true;
    if (Object.keys(bankCardErrors(form, editing)).length > 0) return;
    saving.value = true;
    const request = card ? saveBankAccount(group, card.account_id, bankCardUpdateOf(form)) : addBankAccount(group, bankCardCreateOf(form));
    request.then(
      () => {
        saving.value = false;
        toast(t(card ? 'bank:form.saved' : 'bank:form.added'), 'success');
        onSaved();
      },
      (err: unknown) => {
        saving.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="bank-form" onSubmit={submit} noValidate>
      {FIELDS.map((f) => {
        const id = `bank-form-${f.name}`;
        const error = errors[f.name];
        const hint = f.name === 'number' && card ? t('bank:form.number_keep', { number: maskedCardNumber(card.last4) }) : f.name === 'phone' ? t('bank:form.phone_hint') : null;
        const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={f.name} class="bank-form__row">
            <label class="bank-form__label" for={id}>
              {t(`bank:form.${f.name}`)}
              {f.name === 'branch' && <span class="bank-form__optional"> {t('bank:form.optional')}</span>}
            </label>
            <div class={f.name === 'phone' ? 'bank-form__phone' : undefined}>
              {f.name === 'phone' && (
                <span class="bank-form__prefix" aria-hidden="true">
                  +86
                </span>
              )}
              <input
                id={id}
                class="bank-form__input"
                type="text"
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                maxLength={f.max}
                value={form[f.name]}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={described || undefined}
                onInput={(e) => set(f.name, e.currentTarget.value)}
              />
            </div>
            {hint && (
              <p id={`${id}-hint`} class="bank-form__hint">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} class="bank-form__error" role="alert">
                {t(`bank:form.errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" block loading={saving.value}>
        {t(card ? 'bank:form.save' : 'bank:form.add')}
      </Button>
    </form>
  );
}
