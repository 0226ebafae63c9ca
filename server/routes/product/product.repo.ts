import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
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

export function listProducts(db: Db, groupId: string, type: string | undefined): ProductRow[] {
  return statement(db, `SELECT ${COLUMNS} FROM products
    WHERE group_id = ? AND (? IS NULL OR type = ?) ORDER BY created_at, product_id`)
    .all(groupId, type ?? null, type ?? null) as ProductRow[];
}

/** A product of this group; another group's product is as unknown as a missing one. */
export function findProduct(db: Db, groupId: string, productId: string): ProductRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM products WHERE group_id = ? AND product_id = ?`)
    .get(groupId, productId) as ProductRow | undefined;
}

export function updateProductPrice(
  db: Db,
  productId: string,
  price: { asset_id: string; amount: string; channels: ProductChannel[] },
): void {
  statement(db, `UPDATE products SET price_asset_id = ?, price_amount = ?, price_channels = ?
    WHERE product_id = ?`).run(price.asset_id, price.amount, JSON.stringify(price.channels), productId);
}
