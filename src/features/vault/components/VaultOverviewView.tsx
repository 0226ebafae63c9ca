import type { ComponentChildren } from 'preact';
import type { VaultOverview } from '../../../../contract/vault';
import type { PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
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
  const state = useGroupResource(vaultOverview, group, true);
  const prices = useAssetPrices(group);
  return (
    <ExceptionLoaded state={state} title={t('admin_money:vaults.load_failed')} onRetry={() => vaultOverview.refresh(group)} skeleton={<Skeleton lines={lines} />}>
      {(overview) => <div class="vault-page">{children(overview, prices)}</div>}
    </ExceptionLoaded>
  );
}
