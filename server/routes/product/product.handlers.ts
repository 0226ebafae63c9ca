import type { Context } from 'hono';
import { FIAT_BENCHMARK_MIN, Product, ProductList, type ProductChannel } from '../../../contract/product';
import { nowIso, type GroupEnv, type ViewerEnv } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { checkAssetAmount } from '../../lib/amount';
import { apiErrors } from '../../lib/errors';
import { compare, mul } from '../../../contract/money';
import { findAsset, replaceSceneAssets } from '../asset/asset.repo';
import { recordGroupEvent } from '../event/event.repo';
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

/**
 * §5: a price is valid only with an asset, an amount and at least one channel; the amount is a
 * plain decimal (the route's AmountText) with at most the asset's places and at most its maximum
 * (contract/amount.ts), and worth more than 0.01 yuan by the asset's price_cny (the fiat benchmark,
 * §5/§9), so every channel has something to charge.
 */
async function validPrice(sql: Sql, input: PriceInput) {
  const asset = await findAsset(sql, input.asset_id);
  if (!asset) throw apiErrors.validation(`invalid asset_id: unknown asset ${input.asset_id}`);
  // 0 passes here to be refused below, in the benchmark's words.
  checkAssetAmount('amount', input.amount, asset, true);
  if (compare(mul(input.amount, asset.price_cny), FIAT_BENCHMARK_MIN) <= 0) {
    throw apiErrors.validation(`invalid amount: must be more than 0, worth more than ${FIAT_BENCHMARK_MIN} CNY (the fiat benchmark)`);
  }
  const seen = new Set<string>();
  const channels: { channel: ProductChannel['channel']; asset_id: string; symbol: string }[] = [];
  for (const [index, entry] of input.channels.entries()) {
    const channelAsset = await findAsset(sql, entry.asset_id);
    if (!channelAsset) throw apiErrors.validation(`invalid channels.${index}.asset_id: unknown asset ${entry.asset_id}`);
    if (!channelAcceptsAsset(entry.channel, channelAsset)) {
      throw apiErrors.validation(`invalid channels.${index}: ${entry.channel} cannot charge in ${channelAsset.symbol}`);
    }
    const key = `${entry.channel}/${channelAsset.asset_id}`;
    if (seen.has(key)) throw apiErrors.validation(`invalid channels.${index}: ${key} is listed twice`);
    seen.add(key);
    channels.push({ channel: entry.channel, asset_id: channelAsset.asset_id, symbol: channelAsset.symbol });
  }
  return { asset_id: asset.asset_id, amount: input.amount, channels };
}

/** A product of this group, or 404. */
export async function productOr404(sql: Sql, groupId: string, productId: string): Promise<ProductRow> {
  const row = await findProduct(sql, groupId, productId);
  if (!row) throw apiErrors.notFound();
  return row;
}

export const productHandlers = {
  async list(c: Context<GroupEnv>, type: string | undefined) {
    return sendData(c, ProductList, (await listProducts(c.var.deps.sql, c.var.group.group_id, type)).map(toProduct));
  },

  async get(c: Context<GroupEnv>, productId: string) {
    return sendData(c, Product, toProduct(await productOr404(c.var.deps.sql, c.var.group.group_id, productId)));
  },

  /**
   * A new price for what is bought from now on (open orders keep theirs: order.service). The
   * group's entry product also sets the pay scene: the assets its wallet channel takes.
   */
  async putPrice(c: Context<ViewerEnv>, productId: string, input: PriceInput) {
    const { deps, group, viewer } = c.var;
    await deps.sql.tx(async (t) => {
      const row = await productOr404(t, group.group_id, productId);
      const price = await validPrice(t, input);
      // The price it had, for the events list's "from … to …" (issue 26 point 13).
      const before = productChannels(row);
      const previousSymbol = (before.find((ch) => ch.asset_id === row.price_asset_id) ?? before[0])?.symbol ?? '';
      await updateProductPrice(t, row.product_id, price);
      if (row.product_id === group.entry_product_id) {
        await replaceSceneAssets(t, group.group_id, 'pay', price.channels.filter((ch) => ch.channel === 'mixin').map((ch) => ch.asset_id));
      }
      await recordGroupEvent(t, {
        groupId: group.group_id, actorId: viewer.user.user_id, action: 'product.price', targetKind: 'product', targetId: row.product_id,
        details: {
          name: row.name, asset_id: price.asset_id, amount: price.amount, channels: price.channels.map((ch) => `${ch.channel}:${ch.symbol}`),
          previous: { asset_id: row.price_asset_id, amount: row.price_amount, symbol: previousSymbol },
        },
        at: nowIso(deps.clock),
      });
    });
    return sendData(c, Product, toProduct(await productOr404(deps.sql, group.group_id, productId)));
  },
};
