import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export type NewUser = { user_id: string; identity_number: string; full_name: string; avatar_url: string };

/** Inserts a wallet user with starting balances; false if the identity number is taken. */
export function insertWalletUser(db: Db, user: NewUser, balances: Record<string, string>, nowIso: string): boolean {
  return db.transaction(() => {
    const inserted = statement(db, `INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
      .run(user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso);
    if (inserted.changes === 0) return false;
    for (const [assetId, balance] of Object.entries(balances)) {
      statement(db, 'INSERT INTO user_balances (user_id, asset_id, balance) VALUES (?, ?, ?)')
        .run(user.user_id, assetId, balance);
    }
    return true;
  })();
}

export function userExists(db: Db, userId: string): boolean {
  return statement(db, 'SELECT 1 FROM users WHERE user_id = ?').get(userId) !== undefined;
}
