import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export function upsertWalletSession(db: Db, clientId: string, userId: string, sealed: string, nowIso: string): void {
  statement(db, `INSERT INTO wallet_sessions (client_id, user_id, sealed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_id, user_id) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`)
    .run(clientId, userId, sealed, nowIso);
}

export function findWalletSession(db: Db, clientId: string, userId: string): string | undefined {
  return statement(db, 'SELECT sealed FROM wallet_sessions WHERE client_id = ? AND user_id = ?').pluck().get(clientId, userId) as string | undefined;
}
