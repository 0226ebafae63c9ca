import { useCallback } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import type { VaultWithdrawal } from '../../../../contract/vault';
import { loadWithdrawalPage } from '../model';
import { VaultWithdrawalRow } from './VaultWithdrawalRow';
import './Vault.css';

/** The profit vault's withdrawals, newest first, 20 a page. `version` starts it again (after a withdrawal). */
export function VaultWithdrawalList({ group, vaultId, version = 0 }: { group: string; vaultId: string; version?: number }) {
  const load = useCallback(({ offset }: { offset: number }) => loadWithdrawalPage(group, vaultId, offset), [group, vaultId]);
  const renderItem = useCallback((w: VaultWithdrawal) => <VaultWithdrawalRow withdrawal={w} />, []);
  return (
    <section class="vault-history" aria-labelledby="vault-history-title">
      <h2 id="vault-history-title" class="vault-history__title">{t('admin_money:history.title')}</h2>
      <InfiniteList
        resetKey={`${group}/${vaultId}/${version}`}
        load={load}
        getKey={(w: VaultWithdrawal) => w.withdrawal_id}
        renderItem={renderItem}
        emptyText={t('admin_money:history.empty')}
        label={t('admin_money:history.title')}
        skeletonRows={3}
      />
    </section>
  );
}
