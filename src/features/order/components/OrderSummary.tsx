import { t } from '../../../lib/i18n';
import { formatAssetAmount, formatDateTime } from '../../../lib/format';
import type { Asset } from '../../../../contract/asset';
import { channelName, orderStateName } from '../labels';
import type { Order } from '../../../../contract/order';
import './OrderSummary.css';

function assetOf(assets: readonly Asset[], id: string): Asset | undefined {
  const key = id.toLowerCase();
  for (const asset of assets) if (asset.asset_id.toLowerCase() === key) return asset;
  return undefined;
}

/** What was bought, for how much, how and when. */
export function OrderSummary({ order, assets }: { order: Order; assets: readonly Asset[] }) {
  const asset = assetOf(assets, order.asset_id);
  return (
    <dl class="order-summary">
      <dt>{t('order:summary.product')}</dt>
      <dd>{order.product ? order.product.name : order.product_id}</dd>
      <dt>{t('order:summary.quantity')}</dt>
      <dd>{t('order:summary.years', { count: order.quantity })}</dd>
      <dt>{t('order:summary.amount')}</dt>
      <dd>
        {formatAssetAmount(order.amount, asset || order.asset_id)} {asset ? asset.symbol : ''}
      </dd>
      {order.channel && (
        <>
          <dt>{t('order:summary.channel')}</dt>
          <dd>{channelName(order.channel)}</dd>
        </>
      )}
      <dt>{t('order:summary.state')}</dt>
      <dd>{order.failure_reason === 'cancelled' ? t('order:states.cancelled') : orderStateName(order.state)}</dd>
      <dt>{t('order:summary.order_id')}</dt>
      <dd class="order-summary__id">{order.order_id}</dd>
      <dt>{t('order:summary.created_at')}</dt>
      <dd>{formatDateTime(order.created_at)}</dd>
      {order.paid_at && (
        <>
          <dt>{t('order:summary.paid_at')}</dt>
          <dd>{formatDateTime(order.paid_at)}</dd>
        </>
      )}
    </dl>
  );
}
