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

export type WechatGrant = { app_id: string; openid: string; unionid: string | null };

/** Whether an exchange of this code is kept and not expired (spent or not): WeChat is not asked twice. */
export function hasWechatGrant(db: Db, hash: string, now: number): boolean {
  return statement(db, 'SELECT 1 FROM wechat_grants WHERE code_hash = ? AND expires_at > ?').get(hash, now) !== undefined;
}

export function insertWechatGrant(
  db: Db, grant: WechatGrant & { hash: string; expiresAt: number; now: number },
): void {
  statement(db, `INSERT INTO wechat_grants (code_hash, app_id, openid, unionid, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (code_hash) DO NOTHING`).run(grant.hash, grant.app_id, grant.openid, grant.unionid, grant.expiresAt, grant.now);
}

/** Marks a kept exchange spent and answers it; a spent, expired or unknown one gives undefined. */
export function spendWechatGrant(db: Db, hash: string, now: number): WechatGrant | undefined {
  return statement(db, `UPDATE wechat_grants SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING app_id, openid, unionid`).get(now, hash, now) as WechatGrant | undefined;
}

/** The openid a user signed in with at this official account, if they did. */
export function findOpenidOfUser(db: Db, appId: string, userId: string): string | null {
  return (statement(db, 'SELECT openid FROM wechat_accounts WHERE app_id = ? AND user_id = ?').pluck().get(appId, userId) as string | undefined) ?? null;
}
