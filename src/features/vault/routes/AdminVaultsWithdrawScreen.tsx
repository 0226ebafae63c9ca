import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { currency } from '../../../lib/settings';
import { profitVaultOf } from '../model';
import { VaultOverviewView } from '../components/VaultOverviewView';
import { VaultWithdrawForm } from '../components/VaultWithdrawForm';

/**
 * `group-admin-vaults-withdraw` (§2, §6 "withdrawal is only from the profit vault, with a 6-digit
 * PIN"; §7 POST /vaults/withdraw): the withdrawal form, for admins and the owner, once the owner has
 * set the PIN.
 */
export default function AdminVaultsWithdrawScreen() {
  const { params } = useRoute();
  const group = params.group;
  return (
    <VaultOverviewView group={group} lines={8}>
      {(overview, prices) => {
        const profit = profitVaultOf(overview);
        if (!overview.pin.pin_set || !profit) {
          return (
            <>
              <p class="vault-notice">{t('admin_money:withdraw.no_pin')}</p>
              <a class="ui-btn ui-btn--secondary" href={to('group-admin-vaults', { group })}>{t('admin_money:withdraw.back')}</a>
            </>
          );
        }
        return <VaultWithdrawForm group={group} overview={overview} profit={profit} currency={currency.value} prices={prices} />;
      }}
    </VaultOverviewView>
  );
}
