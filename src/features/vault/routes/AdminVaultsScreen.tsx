import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { currency } from '../../../lib/settings';
import { profitVaultOf } from '../model';
import { VaultCard } from '../components/VaultCard';
import { VaultOverviewView } from '../components/VaultOverviewView';
import { VaultPinSetup } from '../components/VaultPinSetup';
import { VaultWithdrawAction } from '../components/VaultWithdrawAction';
import { VaultWithdrawalList } from '../components/VaultWithdrawalList';

/**
 * `group-admin-vaults` (§2 admin portal, "vault management"; §6 vaults; §7 GET /vaults/): the four
 * vaults with their balances, the profit vault's Withdraw, and its withdrawals. Until the owner
 * sets the withdrawal PIN, the owner sees the form for it and everyone else why nothing can be
 * withdrawn yet.
 */
export default function AdminVaultsScreen() {
  const { params } = useRoute();
  const group = params.group;
  return (
    <VaultOverviewView group={group} lines={10}>
      {(overview, prices) => {
        const profit = profitVaultOf(overview);
        return (
          <>
            {!overview.pin.pin_set &&
              (overview.can_set_pin ? <VaultPinSetup group={group} /> : <p class="vault-notice">{t('admin_money:pin.owner_only')}</p>)}
            {overview.vaults.map((vault) => (
              <VaultCard key={vault.vault_id} vault={vault} currency={currency.value} prices={prices}>
                {vault.withdrawable && <VaultWithdrawAction group={group} vault={vault} pin={overview.pin} />}
              </VaultCard>
            ))}
            {profit && <VaultWithdrawalList group={group} vaultId={profit.vault_id} />}
          </>
        );
      }}
    </VaultOverviewView>
  );
}
