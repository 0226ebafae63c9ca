import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type WechatAccountRow = { openid: string; app_id: string; user_id: string | null; nickname: string };

export function findWechatAccount(db: Db, openid: string): WechatAccountRow | undefined {
  return statement(db, 'SELECT openid, app_id, user_id, nickname FROM wechat_accounts WHERE openid = ?')
    .get(openid) as WechatAccountRow | undefined;
}

/** Creates the account if new; an existing one keeps its link. */
export function ensureWechatAccount(db: Db, account: WechatAccountRow, nowIso: string): void {
  statement(db, `INSERT INTO wechat_accounts (openid, app_id, user_id, nickname, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (openid) DO NOTHING`).run(account.openid, account.app_id, account.user_id, account.nickname, nowIso);
}

/** Links a WeChat account to a user, only if it is not linked to someone else. */
export function linkWechatAccount(db: Db, openid: string, userId: string): boolean {
  return statement(db, `UPDATE wechat_accounts SET user_id = ?
    WHERE openid = ? AND (user_id IS NULL OR user_id = ?)`).run(userId, openid, userId).changes === 1;
}

export function insertWechatCode(
  db: Db,
  code: { hash: string; appId: string; openid: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO wechat_codes (code_hash, app_id, openid, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(code.hash, code.appId, code.openid, code.expiresAt, code.now);
}

/** Marks a live code used and says whose it was; a used, expired or unknown code gives undefined. */
export function consumeWechatCode(db: Db, hash: string, now: number): { app_id: string; openid: string } | undefined {
  return statement(db, `UPDATE wechat_codes SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING app_id, openid`).get(now, hash, now) as { app_id: string; openid: string } | undefined;
}
