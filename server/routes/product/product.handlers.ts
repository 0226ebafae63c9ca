import type { Context } from 'hono';
import { Product, ProductList, type ProductChannel } from '../../../contract/product';
import type { GroupEnv, ViewerEnv } from '../../context';
import type { Db } from '../../db/connection';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { isZero } from '../../../contract/money';
import { findAsset } from '../asset/asset.repo';
import { findProduct, listProducts, updateProductPrice, type ProductRow } from './product.repo';

export function toProduct(row: ProductRow): Product {
  return {
    product_id: row.product_id,
    name: row.name,
    desc: row.description,
    type: row.type,
    status: row.status,
    price: {
      asset_id: row.price_asset_id,
      amount: row.price_amount,
      channels: JSON.parse(row.price_channels) as ProductChannel[],
    },
  };
}

/** The product's channels: what it can be paid with. */
export const productChannels = (row: ProductRow) => JSON.parse(row.price_channels) as ProductChannel[];

/** Which assets a channel can charge in: WeChat and Alipay take yuan, reborn its coin, the wallet crypto. */
function channelAcceptsAsset(channel: ProductChannel['channel'], asset: { asset_id: string; kind: string }): boolean {
  if (channel === 'wechat' || channel === 'alipay') return asset.asset_id === 'cny';
  if (channel === 'reborn') return asset.asset_id === 'rc';
  return asset.kind === 'crypto';
}

export type PriceInput = { asset_id: string; amount: string; channels: { channel: ProductChannel['channel']; asset_id: string }[] };

/** §5: a price is valid only with an asset, an amount above zero and at least one channel. */
function validPrice(db: Db, input: PriceInput) {
  const asset = findAsset(db, input.asset_id);
  if (!asset) throw apiErrors.validation(`invalid asset_id: unknown asset ${input.asset_id}`);
  if (isZero(input.amount)) throw apiErrors.validation('invalid amount: must be more than 0');
  const seen = new Set<string>();
  const channels = input.channels.map((entry, index) => {
    const channelAsset = findAsset(db, entry.asset_id);
    if (!channelAsset) throw apiErrors.validation(`invalid channels.${index}.asset_id: unknown asset ${entry.asset_id}`);
    if (!channelAcceptsAsset(entry.channel, channelAsset)) {
      throw apiErrors.validation(`invalid channels.${index}: ${entry.channel} cannot charge in ${channelAsset.symbol}`);
    }
    const key = `${entry.channel}/${channelAsset.asset_id}`;
    if (seen.has(key)) throw apiErrors.validation(`invalid channels.${index}: ${key} is listed twice`);
    seen.add(key);
    return { channel: entry.channel, asset_id: channelAsset.asset_id, symbol: channelAsset.symbol };
  });
  return { asset_id: asset.asset_id, amount: input.amount, channels };
}

/** A product of this group, or 404. */
export function productOr404(db: Db, groupId: string, productId: string): ProductRow {
  const row = findProduct(db, groupId, productId);
  if (!row) throw apiErrors.notFound();
  return row;
}

export const productHandlers = {
  list(c: Context<GroupEnv>, type: string | undefined) {
    return sendData(c, ProductList, listProducts(c.var.deps.db, c.var.group.group_id, type).map(toProduct));
  },

  get(c: Context<GroupEnv>, productId: string) {
    return sendData(c, Product, toProduct(productOr404(c.var.deps.db, c.var.group.group_id, productId)));
  },

  putPrice(c: Context<ViewerEnv>, productId: string, input: PriceInput) {
    const { db } = c.var.deps;
    const row = productOr404(db, c.var.group.group_id, productId);
    updateProductPrice(db, row.product_id, validPrice(db, input));
    return sendData(c, Product, toProduct(productOr404(db, c.var.group.group_id, productId)));
  },
};
