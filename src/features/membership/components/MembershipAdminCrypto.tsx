import { formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { useSaveAction } from '../../../ui/useSaveAction';
import type { Asset } from '../../../../contract/asset';
import type { Product } from '../../../../contract/product';
import { saveMembershipPrice } from '../admin';
import { channelPrices, noChannelLeft, withWalletAssets } from '../priceRules';
import './MembershipAdmin.css';

/**
 * The crypto assets members may pay the membership with in the wallet (GET /assets/all), a switch
 * each with its price a year, which follows from the price in yuan by the asset's rate: the
 * checkout charges exactly that. Saved as flipped (PUT /products/{id}/price, price unchanged).
 * §5: the last way of paying cannot be switched off.
 */
export function MembershipAdminCrypto({ group, product, assets }: { group: string; product: Product; assets: Asset[] }) {
  const { pending, error, run } = useSaveAction<{ asset: string; on: boolean }>();
  const crypto = assets.filter((a) => a.kind === 'crypto');
  const accepted = product.price.channels.filter((ch) => ch.channel === 'mixin').map((ch) => ch.asset_id.toLowerCase());
  const prices = channelPrices(
    product.price,
    crypto.map((a) => ({ channel: 'mixin' as const, asset_id: a.asset_id, symbol: a.symbol })),
    assets,
  );

  const flip = (asset: Asset, on: boolean) => {
    const id = asset.asset_id.toLowerCase();
    // In the assets' order, so the checkout lists them as here.
    const wanted = crypto.filter((a) => (a.asset_id.toLowerCase() === id ? on : accepted.indexOf(a.asset_id.toLowerCase()) >= 0));
    const channels = withWalletAssets(product.price.channels, wanted.map((a) => a.asset_id));
    if (noChannelLeft(channels)) {
      error.value = t('admin_payment:channels.last');
      return;
    }
    const price = { asset_id: product.price.asset_id, amount: product.price.amount, channels };
    run({ asset: id, on }, saveMembershipPrice(group, product.product_id, price), t('admin_payment:saved'));
  };

  const now = pending.value;
  return (
    <OptionSection id="membership-admin-crypto" title={t('admin_payment:crypto.title')} hint={t('admin_payment:crypto.hint')}>
      {crypto.length === 0 && <p class="membership-admin__note membership-admin__body">{t('admin_payment:crypto.none')}</p>}
      {crypto.map((asset, index) => {
        const id = asset.asset_id.toLowerCase();
        const amount = prices[index].amount;
        return (
          <label key={id} class="membership-admin__row">
            <img src={asset.icon_url} alt="" width={28} height={28} loading="lazy" />
            <span class="membership-admin__row-text">
              <span>{asset.name ? t('admin_payment:crypto.asset', { name: asset.name, symbol: asset.symbol }) : asset.symbol}</span>
              <span class="membership-admin__row-hint">
                {amount === null ? t('admin_payment:price.no_rate') : t('admin_payment:crypto.price', { amount: formatAssetAmount(amount, asset), symbol: asset.symbol })}
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={now && now.asset === id ? now.on : accepted.indexOf(id) >= 0}
              disabled={!!now}
              onChange={(e) => flip(asset, (e.currentTarget as HTMLInputElement).checked)}
            />
          </label>
        );
      })}
      <FieldError class="membership-admin__error membership-admin__body" error={error.value} />
      <p class="membership-admin__note membership-admin__body">{t('admin_payment:price.open_orders')}</p>
    </OptionSection>
  );
}
