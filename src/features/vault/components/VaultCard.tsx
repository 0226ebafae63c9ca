import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import type { Currency } from '../../../lib/settings';
import { VAULT_TAX_RATE, type Vault } from '../../../../contract/vault';
import { mul, normalize } from '../../../../contract/money';
import { amountText, valueText } from '../model';
import './Vault.css';

export interface VaultCardProps {
  vault: Vault;
  currency: Currency;
  /** Every asset's price, to show each balance's value in my currency. */
  prices: readonly PricedAsset[];
  /** Under the balances: the profit vault's withdraw action. */
  children?: ComponentChildren;
}

/** One vault: what it is for, and its balance in every asset it holds (icon, symbol, exact amount, value). */
export function VaultCard({ vault, currency, prices, children }: VaultCardProps) {
  const titleId = `vault-${vault.kind}-title`;
  return (
    <section class={`vault-card vault-card--${vault.kind}`} aria-labelledby={titleId}>
      <h2 id={titleId} class="vault-card__title">{t(`admin_money:vaults.kinds.${vault.kind}.title`)}</h2>
      <p class="vault-card__hint">{t(`admin_money:vaults.kinds.${vault.kind}.hint`, { rate: normalize(mul(VAULT_TAX_RATE, '100')) })}</p>
      {vault.assets.length === 0 ? (
        <p class="vault-card__empty">{t('admin_money:vaults.empty')}</p>
      ) : (
        <ul class="vault-assets">
          {vault.assets.map((asset) => {
            const value = valueText(asset.balance, asset, currency, prices);
            return (
              <li key={asset.asset_id} class="vault-assets__row">
                <img class="vault-assets__icon" src={asset.icon_url} alt="" width={32} height={32} />
                <span class="vault-assets__symbol">{asset.symbol}</span>
                <span class="vault-assets__amounts">
                  <span class="vault-assets__amount">{amountText(asset.balance, asset)}</span>
                  {value && <span class="vault-assets__value">{t('admin_money:vaults.value', { value })}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
