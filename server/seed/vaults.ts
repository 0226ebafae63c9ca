import { randomBytes } from 'node:crypto';
import { compare } from '../../contract/money';
import type { Db } from '../db/connection';
import { newSafeKey, receiveSafeOutputSync } from '../sandbox/safe-api';
import { findSandboxSpendKeySync } from '../sandbox/sandbox.repo';
import { creditOrderPaymentSync } from '../routes/vault/vault.service';

// The vaults (issue 14 point 4) rebuilt from the seeded PAID orders, oldest payment first, through the
// same rule a payment runs (vault.service creditOrderPayment, here its synchronous twin): what each order paid (its payment row,
// or the order's amount where the seed wrote none), its invitation bonus, the tax share and the
// profit. No balance is made up. Runs last, after every seed that writes paid orders.

export function seedVaults(db: Db): void {
  const paid = db.prepare(`SELECT o.order_id, o.group_id, COALESCE(p.asset_id, o.asset_id) AS asset_id,
      COALESCE(p.amount, o.amount) AS amount, o.paid_at
    FROM orders o LEFT JOIN payments p ON p.order_id = o.order_id
    WHERE o.state = 'PAID' ORDER BY o.paid_at, o.order_id`)
    .all() as { order_id: string; group_id: string; asset_id: string; amount: string; paid_at: string }[];
  for (const order of paid) creditOrderPaymentSync(db, order, order, order.paid_at);
}

/**
 * Each demo bot's wallet holds the crypto its group was paid, as the master vault says (one output
 * per asset, at the stand-in's Safe, locked to the bot's spend key): what the owner withdraws from
 * the profit vault is paid out of it. CNY and RC were paid to merchant accounts, not to the bot.
 */
export function seedBotWallets(db: Db, at: string): void {
  const held = db.prepare(`SELECT g.client_id, b.asset_id, b.balance FROM vault_balances b
      JOIN vaults v ON v.vault_id = b.vault_id AND v.kind = 'master'
      JOIN groups g ON g.group_id = v.group_id
      JOIN assets a ON a.asset_id = b.asset_id AND a.kind = 'crypto'
    WHERE b.balance NOT IN ('0', '') AND b.balance NOT LIKE '-%'`).all() as { client_id: string; asset_id: string; balance: string }[];
  for (const row of held) {
    const spendKey = findSandboxSpendKeySync(db, row.client_id);
    if (!spendKey || compare(row.balance, '0') <= 0) continue;
    receiveSafeOutputSync(db, {
      userId: row.client_id, assetId: row.asset_id, amount: row.balance, transactionHash: randomBytes(32).toString('hex'), index: 0,
      createdAt: at, key: newSafeKey(spendKey),
    });
  }
}
