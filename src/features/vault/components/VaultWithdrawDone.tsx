import type { VaultWithdrawResult } from '../../../../contract/vault';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { amountText } from '../model';
import { VaultWithdrawalRow } from './VaultWithdrawalRow';
import './Vault.css';

/** After a withdrawal: what went where, the profit vault's new balance, and the withdrawal as the history lists it. */
export function VaultWithdrawDone({ group, result, onAnother }: { group: string; result: VaultWithdrawResult; onAnother: () => void }) {
  const w = result.withdrawal;
  return (
    <section class="vault-card vault-done" aria-labelledby="vault-done-title">
      <h2 id="vault-done-title" class="vault-card__title" tabIndex={-1} ref={(el) => {
        // Focus moves to the result, so a screen reader says what happened.
        if (el) el.focus();
      }}>
        {t('admin_money:withdraw.done_title')}
      </h2>
      <p>{t('admin_money:withdraw.done', { amount: amountText(w.amount, w), destination: w.destination })}</p>
      <p class="vault-done__balance">{t('admin_money:withdraw.new_balance', { amount: amountText(result.balance, w) })}</p>
      <div class="vault-done__entry">
        <VaultWithdrawalRow withdrawal={w} />
      </div>
      <div class="vault-actions">
        <Button variant="text" onClick={onAnother}>{t('admin_money:withdraw.another')}</Button>
        <a class="ui-btn ui-btn--primary" href={to('group-admin-vaults', { group })}>{t('admin_money:withdraw.back')}</a>
      </div>
    </section>
  );
}
