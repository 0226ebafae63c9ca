import { compare } from '../../../../contract/money';
import type { Vault, VaultPinState } from '../../../../contract/vault';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import './Vault.css';

/**
 * The profit vault's one primary action, Withdraw, or why there is none: no PIN yet, the reader's own
 * withdrawals locked after their wrong PINs (others' are not: issue 22 point 12), or nothing in the vault.
 */
export function VaultWithdrawAction({ group, vault, pin }: { group: string; vault: Vault; pin: VaultPinState }) {
  let reason: string | null = null;
  if (!pin.pin_set) reason = t('admin_money:vaults.needs_pin');
  else if (pin.locked_until) reason = t('admin_money:vaults.locked', { time: formatDateTime(pin.locked_until) });
  else if (!vault.assets.some((a) => compare(a.balance, '0') > 0)) reason = t('admin_money:vaults.nothing');
  if (reason) return <p class="vault-card__reason">{reason}</p>;
  return (
    <div class="vault-actions">
      <a class="ui-btn ui-btn--primary" href={to('group-admin-vaults-withdraw', { group })}>{t('admin_money:vaults.withdraw')}</a>
    </div>
  );
}
