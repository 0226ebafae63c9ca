import type { Sql } from '../../db/sql';
import type { ProductChannel, ProductStatus } from '../../../contract/product';

export type ProductRow = {
  product_id: string;
  group_id: string;
  name: string;
  description: string;
  type: string;
  price_asset_id: string;
  price_amount: string;
  /** JSON: ProductChannel[]. */
  price_channels: string;
  status: ProductStatus;
};

const COLUMNS = `product_id, group_id, name, description, type, price_asset_id, price_amount,
  price_channels, status`;

// On the async layer (db/sql.ts), one text for both engines (a type tested only for NULL is cast).

export function listProducts(sql: Sql, groupId: string, type: string | undefined): Promise<ProductRow[]> {
  return sql.all<ProductRow>(`SELECT ${COLUMNS} FROM products
    WHERE group_id = ? AND (CAST(? AS TEXT) IS NULL OR type = ?) ORDER BY created_at, product_id`, groupId, type ?? null, type ?? null);
}

/** A product of this group; another group's product is as unknown as a missing one. */
const FIND = `SELECT ${COLUMNS} FROM products WHERE group_id = ? AND product_id = ?`;

export function findProduct(sql: Sql, groupId: string, productId: string): Promise<ProductRow | undefined> {
  return sql.get<ProductRow>(FIND, groupId, productId);
}

export async function updateProductPrice(
  sql: Sql,
  productId: string,
  price: { asset_id: string; amount: string; channels: ProductChannel[] },
): Promise<void> {
  await sql.run(`UPDATE products SET price_asset_id = ?, price_amount = ?, price_channels = ?
    WHERE product_id = ?`, price.asset_id, price.amount, JSON.stringify(price.channels), productId);
}

const MEMBERSHIP_CHANNELS = `SELECT price_channels FROM products WHERE group_id = ? AND type = 'membership'
  ORDER BY created_at, product_id LIMIT 1`;

/** The channels of the group's membership product (JSON text; '[]' without one): a new paid course or article takes them. */
export async function membershipChannels(sql: Sql, groupId: string): Promise<string> {
  return (await sql.value<string>(MEMBERSHIP_CHANNELS, groupId)) ?? '[]';
}
