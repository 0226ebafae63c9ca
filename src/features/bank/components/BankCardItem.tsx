import { useSignal } from '@preact/signals';
import { maskedCardNumber, type BankAccount } from '../../../../contract/bank';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { makeDefaultBankAccount, removeBankAccount } from '../model';
import './BankCardItem.css';

export interface BankCardItemProps {
  group: string;
  card: BankAccount;
}

/** One card: bank, masked number, holder and branch; make it the default, edit it, delete it. */
export function BankCardItem({ group, card }: BankCardItemProps) {
  const busy = useSignal<'default' | 'delete' | null>(null);
  const titleId = `bank-card-${card.account_id}`;

  const run = (kind: 'default' | 'delete', action: () => Promise<void>, done: 'bank:list.default_set' | 'bank:list.deleted') => {
    busy.value = kind;
    action().then(
      () => {
        busy.value = null;
        toast(t(done), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        toastApiError(err);
      },
    );
  };
  const makeDefault = () => run('default', () => makeDefaultBankAccount(group, card.account_id), 'bank:list.default_set');
  const remove = () =>
    confirm({ message: t('bank:list.delete_confirm', { last4: card.last4 }), danger: true, confirmText: t('bank:list.delete') }).then((ok) => {
      if (ok) run('delete', () => removeBankAccount(group, card.account_id), 'bank:list.deleted');
    });

  return (
    <li class="bank-card" aria-labelledby={titleId}>
      <div class="bank-card__head">
        <h3 id={titleId} class="bank-card__bank">
          {card.bank}
        </h3>
        {card.is_default && <span class="bank-card__default">{t('bank:list.default')}</span>}
      </div>
      <p class="bank-card__number" aria-label={t('bank:list.number_label', { last4: card.last4 })}>
        {maskedCardNumber(card.last4)}
      </p>
      <p class="bank-card__meta">
        {card.holder}
        {card.branch ? ` · ${card.branch}` : ''}
      </p>
      <div class="bank-card__actions">
        {!card.is_default && (
          <Button variant="secondary" loading={busy.value === 'default'} disabled={!!busy.value} onClick={makeDefault}>
            {t('bank:list.make_default')}
          </Button>
        )}
        <a class="ui-btn ui-btn--secondary" href={to('group-accounts-edit', { group }, { id: card.account_id })}>
          {t('bank:list.edit')}
        </a>
        <Button variant="danger-outline" loading={busy.value === 'delete'} disabled={!!busy.value} onClick={remove}>
          {t('bank:list.delete')}
        </Button>
      </div>
    </li>
  );
}
