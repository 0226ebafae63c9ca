import type { Sql } from '../../db/sql';

export async function insertRefreshToken(
  sql: Sql,
  token: { hash: string; groupId: string; userId: string; expiresAt: number; now: number },
): Promise<void> {
  await sql.run(`INSERT INTO refresh_tokens (token_hash, group_id, user_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?)`, token.hash, token.groupId, token.userId, token.expiresAt, token.now);
}

/** The user a refresh token was issued to, whether or not it is still live. */
export function findRefreshTokenUser(sql: Sql, hash: string): Promise<string | undefined> {
  return sql.value<string>('SELECT user_id FROM refresh_tokens WHERE token_hash = ?', hash);
}

/** Marks a live refresh token of this group used (rotation) and returns its user. */
export function consumeRefreshToken(
  sql: Sql,
  hash: string,
  groupId: string,
  now: number,
): Promise<{ user_id: string } | undefined> {
  return sql.get<{ user_id: string }>(`UPDATE refresh_tokens SET used_at = ?
    WHERE token_hash = ? AND group_id = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id`, now, hash, groupId, now);
}
