import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export function insertOauthCode(
  db: Db,
  code: { hash: string; userId: string; clientId: string; scope: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO oauth_codes (code_hash, user_id, client_id, scope, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`).run(code.hash, code.userId, code.clientId, code.scope, code.expiresAt, code.now);
}

/** Marks a live code used and returns who it was for; a used, expired or unknown code gives undefined. */
export function consumeOauthCode(
  db: Db,
  hash: string,
  now: number,
): { user_id: string; client_id: string } | undefined {
  return statement(db, `UPDATE oauth_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING user_id, client_id`).get(now, hash, now) as { user_id: string; client_id: string } | undefined;
}

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
