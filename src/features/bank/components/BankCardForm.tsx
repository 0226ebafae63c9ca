import { BANK_BRANCH_MAX, BANK_HOLDER_MAX, BANK_NAME_MAX, maskedCardNumber, type BankAccount } from '../../../../contract/bank';
import { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import {
  bankCardCreateOf, bankCardDraftOf, bankCardErrors, bankCardUpdateOf, emptyBankCardDraft, groupedCardNumber,
  type BankCardDraft, type BankCardField, type BankCardProblem,
} from '../form';
import { addBankAccount, saveBankAccount } from '../model';
import './BankCardForm.css';

export interface BankCardFormProps {
  group: string;
  /** The card being edited; a new one is added without it. */
  card?: BankAccount;
  onSaved: () => void;
}

type Draft = Pick<BankCardDraft, BankCardField>;

type Input = { name: BankCardField; max?: number; inputMode?: 'numeric' | 'tel'; autoComplete: string };

const FIELDS: Input[] = [
  { name: 'holder', max: BANK_HOLDER_MAX, autoComplete: 'name' },
  { name: 'number', max: 23, inputMode: 'numeric', autoComplete: 'off' },
  { name: 'bank', max: BANK_NAME_MAX, autoComplete: 'off' },
  { name: 'branch', max: BANK_BRANCH_MAX, autoComplete: 'off' },
  { name: 'phone', max: 20, inputMode: 'tel', autoComplete: 'tel-national' },
];

/** The server's refusals that are about one field, said under it. */
const REFUSED_FIELDS: Partial<Record<number, BankCardField>> = {
  [ErrorCode.bankCardNumberInvalid]: 'number',
  [ErrorCode.mainlandPhoneInvalid]: 'phone',
};

/**
 * Holder, number, bank, branch and a +86 mobile (§3 bank card, §5), checked as the server checks
 * them before anything is sent; a refusal is said under the field it is about (else under the
 * form), what was typed kept.
 */
export function BankCardForm({ group, card, onSaved }: BankCardFormProps) {
  const form = useForm<Draft>(card ? bankCardDraftOf(card) : emptyBankCardDraft());
  const editing = !!card;

  const submit = form.submit({
    check: (v) => {
      const errors = bankCardErrors(v, editing);
      const said: Partial<Record<BankCardField, string>> = {};
      for (const [name, problem] of Object.entries(errors) as [BankCardField, BankCardProblem][]) said[name] = t(`bank:form.errors.${problem}`);
      return said;
    },
    send: (v) => (card ? saveBankAccount(group, card.account_id, bankCardUpdateOf(v)) : addBankAccount(group, bankCardCreateOf(v))),
    done: () => {
      toast(t(card ? 'bank:form.saved' : 'bank:form.added'), 'success');
      onSaved();
    },
    refusal: (err) => {
      const field = err instanceof ApiError ? REFUSED_FIELDS[err.code] : undefined;
      return { [field || 'form']: err };
    },
  });

  return (
    <form class="bank-form" onSubmit={submit} noValidate>
      {FIELDS.map((f) => {
        const hint = f.name === 'number' && card ? t('bank:form.number_keep', { number: maskedCardNumber(card.last4) }) : f.name === 'phone' ? t('bank:form.phone_hint') : null;
        const hintId = hint ? `${form.fieldId(f.name)}-hint` : undefined;
        const accept = f.name === 'number' ? (_before: string, typed: string) => groupedCardNumber(typed) : undefined;
        return (
          <div key={f.name} class="bank-form__row">
            <label class="bank-form__label" for={form.fieldId(f.name)}>
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
                {...form.bind(f.name, { hint: hintId, accept })}
                class="bank-form__input"
                type="text"
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                maxLength={f.max}
              />
            </div>
            {hint && (
              <p id={hintId} class="bank-form__hint">
                {hint}
              </p>
            )}
            <FieldError {...form.errorOf(f.name)} class="bank-form__error" />
          </div>
        );
      })}
      <FieldError {...form.errorOf('form')} class="bank-form__error bank-form__error--form" />
      <Button type="submit" block loading={form.busy}>
        {t(card ? 'bank:form.save' : 'bank:form.add')}
      </Button>
    </form>
  );
}
