import { formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { Asset } from '../../../../contract/asset';
import type { ProductChannel } from '../../../../contract/product';
import { channelLabel } from '../adminLabels';
import { channelPrices } from '../priceRules';

/** What each accepted way of paying charges a year for `price`, converted by the assets' rates as the checkout does. */
export function MembershipAdminPrices(props: { price: { asset_id: string; amount: string }; channels: ProductChannel[]; assets: Asset[] }) {
  const rows = channelPrices(props.price, props.channels, props.assets);
  return (
    <>
      <h3 class="membership-admin__subtitle" id="membership-admin-prices">
        {t('admin_payment:price.charged_title')}
      </h3>
      {rows.length === 0 ? (
        <p class="membership-admin__note membership-admin__body">{t('admin_payment:channels.none')}</p>
      ) : (
        <dl class="membership-admin__prices" aria-labelledby="membership-admin-prices">
          {rows.map((row) => (
            <div key={`${row.channel}/${row.asset_id}`} class="membership-admin__price">
              <dt>{t('admin_payment:price.channel_in', { channel: channelLabel(row.channel), symbol: row.symbol })}</dt>
              <dd>{row.amount === null ? t('admin_payment:price.no_rate') : t('admin_payment:price.amount', { amount: formatAssetAmount(row.amount, { asset_id: row.asset_id, symbol: row.symbol, price_cny: '' }), symbol: row.symbol })}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
