import type { RewardTotal } from '../../../../contract/reward';
import type { PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { Currency } from '../../../lib/settings';
import { Skeleton } from '../../../ui/Skeleton';
import { amountText, valueText } from '../model';
import './Vault.css';

/** What the group has paid its members in all, per asset (of the kind shown); a placeholder until known. */
export function VaultRewardTotals({ totals, currency, prices }: { totals: RewardTotal[] | null; currency: Currency; prices: readonly PricedAsset[] }) {
  return (
    <section class="vault-card" aria-labelledby="vault-reward-totals">
      <h2 id="vault-reward-totals" class="vault-card__title">{t('admin_money:rewards.totals')}</h2>
      {totals === null ? <Skeleton lines={2} /> : totals.length === 0 ? (
        <p class="vault-card__empty">{t('admin_money:rewards.totals_empty')}</p>
      ) : (
        <ul class="vault-assets">
          {totals.map((total) => {
            const value = valueText(total.amount, total, currency, prices);
            return (
              <li key={total.asset_id} class="vault-assets__row">
                <span class="vault-assets__symbol">{total.symbol}</span>
                <span class="vault-assets__amounts">
                  <span class="vault-assets__amount">{amountText(total.amount, total)}</span>
                  {value && <span class="vault-assets__value">{t('admin_money:vaults.value', { value })}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
