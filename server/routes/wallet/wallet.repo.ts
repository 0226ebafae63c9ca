import type { Sql } from '../../db/sql';

export async function upsertWalletSession(sql: Sql, clientId: string, userId: string, sealed: string, nowIso: string): Promise<void> {
  await sql.run(`INSERT INTO wallet_sessions (client_id, user_id, sealed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (client_id, user_id) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`,
  clientId, userId, sealed, nowIso);
}

export function findWalletSession(sql: Sql, clientId: string, userId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT sealed FROM wallet_sessions WHERE client_id = ? AND user_id = ?', clientId, userId);
}
