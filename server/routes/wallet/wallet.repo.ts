import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type WalletTokenRow = {
  asset_id: string;
  symbol: string;
  icon_url: string;
  balance: string;
  price_cny: string;
  precision: number;
};

/** Every asset the user's wallet holds, in the assets' order (the sandbox wallet's balances). */
export function listWalletTokens(db: Db, userId: string): WalletTokenRow[] {
  return statement(db, `SELECT b.asset_id, a.symbol, a.icon_url, b.balance, a.price_cny, a.precision
    FROM user_balances b JOIN assets a ON a.asset_id = b.asset_id
    WHERE b.user_id = ? ORDER BY a.sort_order, a.symbol`).all(userId) as WalletTokenRow[];
}
