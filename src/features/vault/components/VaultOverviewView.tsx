import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { VaultOverview } from '../../../../contract/vault';
import type { PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception/parts';
import { assetPrices } from '../../order';
import { vaultOverview } from '../model';
import './Vault.css';

const NO_PRICES: PricedAsset[] = [];

/** Every asset's price in CNY (GET /assets/all), for values in my currency; none until they are in. */
export function useAssetPrices(group: string): readonly PricedAsset[] {
  return useGroupResource(assetPrices, group).data || NO_PRICES;
}

export interface VaultOverviewViewProps {
  group: string;
  /** How tall the placeholder is while the vaults load. */
  lines: number;
  /** The page, once the vaults are in, with every asset's price for values in my currency. */
  children: (overview: VaultOverview, prices: readonly PricedAsset[]) => ComponentChildren;
}

/**
 * The vaults as a page needs them: read afresh on each visit (payments move the balances), a
 * placeholder meanwhile, the load-failed notice with a retry when they cannot be read.
 */
export function VaultOverviewView({ group, lines, children }: VaultOverviewViewProps) {
  const state = vaultOverview.of(group);
  const prices = useAssetPrices(group);

  useEffect(() => {
    vaultOverview.refresh(group);
  }, [group]);

  if (!state.data) {
    if (state.error) {
      return <ExceptionLoadFailed title={t('admin_money:vaults.load_failed')} error={state.error} onRetry={() => vaultOverview.refresh(group)} />;
    }
    return <Skeleton lines={lines} />;
  }
  return <div class="vault-page">{children(state.data, prices)}</div>;
}
