import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export function insertRefreshToken(
  db: Db,
  token: { hash: string; groupId: string; userId: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO refresh_tokens (token_hash, group_id, user_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?)`).run(token.hash, token.groupId, token.userId, token.expiresAt, token.now);
}

/** The user a refresh token was issued to, whether or not it is still live. */
export function findRefreshTokenUser(db: Db, hash: string): string | undefined {
  return statement(db, 'SELECT user_id FROM refresh_tokens WHERE token_hash = ?').pluck().get(hash) as string | undefined;
}

/** Marks a live refresh token of this group used (rotation) and returns its user. */
export function consumeRefreshToken(
  db: Db,
  hash: string,
  groupId: string,
  now: number,
): { user_id: string } | undefined {
  return statement(db, `UPDATE refresh_tokens SET used_at = ?
    WHERE token_hash = ? AND group_id = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id`).get(now, hash, groupId, now) as { user_id: string } | undefined;
}
