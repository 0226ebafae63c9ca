import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import type { VaultWithdrawal } from '../../../../contract/vault';
import { amountText } from '../model';
import './Vault.css';

/** One withdrawal: how much, where to, who and when, and where the transfer stands (in words, not only colour). */
export function VaultWithdrawalRow({ withdrawal }: { withdrawal: VaultWithdrawal }) {
  const name = withdrawal.actor ? withdrawal.actor.full_name : t('admin_money:history.someone');
  return (
    <div class="vault-history__row">
      <div class="vault-history__main">
        <span class="vault-history__amount">{amountText(withdrawal.amount, withdrawal)}</span>
        <span class={`vault-history__state vault-history__state--${withdrawal.state}`}>
          {t(`admin_money:history.states.${withdrawal.state}`)}
        </span>
      </div>
      <p class="vault-history__destination">{withdrawal.destination}</p>
      <p class="vault-history__by">{t('admin_money:history.by', { name, date: formatDateTime(withdrawal.created_at) })}</p>
    </div>
  );
}
