import type { Db } from '../db/connection';
import { creditOrderPayment } from '../routes/vault/vault.service';

// The vaults (issue 14 point 4) rebuilt from the seeded PAID orders, oldest payment first, through the
// same rule a payment runs (vault.service creditOrderPayment): what each order paid (its payment row,
// or the order's amount where the seed wrote none), its invitation bonus, the tax share and the
// profit. No balance is made up. Runs last, after every seed that writes paid orders.

export function seedVaults(db: Db): void {
  const paid = db.prepare(`SELECT o.order_id, o.group_id, COALESCE(p.asset_id, o.asset_id) AS asset_id,
      COALESCE(p.amount, o.amount) AS amount, o.paid_at
    FROM orders o LEFT JOIN payments p ON p.order_id = o.order_id
    WHERE o.state = 'PAID' ORDER BY o.paid_at, o.order_id`)
    .all() as { order_id: string; group_id: string; asset_id: string; amount: string; paid_at: string }[];
  for (const order of paid) creditOrderPayment(db, order, order, order.paid_at);
}
