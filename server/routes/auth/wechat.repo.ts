import type { Sql } from '../../db/sql';

export type WechatAccountRow = { openid: string; app_id: string; user_id: string | null; nickname: string };

// Each query the stand-ins and the production providers still run synchronously is one text, shared by
// the async version and its …Sync(db) twin (server/README "The async layer").
const FIND_WECHAT_ACCOUNT = 'SELECT openid, app_id, user_id, nickname FROM wechat_accounts WHERE openid = ?';
const ENSURE_WECHAT_ACCOUNT = `INSERT INTO wechat_accounts (openid, app_id, user_id, nickname, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (openid) DO NOTHING`;
const LINK_WECHAT_ACCOUNT = `UPDATE wechat_accounts SET user_id = ?
    WHERE openid = ? AND (user_id IS NULL OR user_id = ?)`;
const FIND_OPENID_OF_USER = 'SELECT openid FROM wechat_accounts WHERE app_id = ? AND user_id = ?';

export function findWechatAccount(sql: Sql, openid: string): Promise<WechatAccountRow | undefined> {
  return sql.get<WechatAccountRow>(FIND_WECHAT_ACCOUNT, openid);
}

/** Creates the account if new; an existing one keeps its link. */
export async function ensureWechatAccount(sql: Sql, account: WechatAccountRow, nowIso: string): Promise<void> {
  await sql.run(ENSURE_WECHAT_ACCOUNT, account.openid, account.app_id, account.user_id, account.nickname, nowIso);
}

/** Links a WeChat account to a user, only if it is not linked to someone else. */
export async function linkWechatAccount(sql: Sql, openid: string, userId: string): Promise<boolean> {
  return (await sql.run(LINK_WECHAT_ACCOUNT, userId, openid, userId)).changes === 1;
}

export type WechatGrant = { app_id: string; openid: string; unionid: string | null };

/** Whether an exchange of this code is kept and not expired (spent or not): WeChat is not asked twice. */
export async function hasWechatGrant(sql: Sql, hash: string, now: number): Promise<boolean> {
  return (await sql.get('SELECT 1 FROM wechat_grants WHERE code_hash = ? AND expires_at > ?', hash, now)) !== undefined;
}

export async function insertWechatGrant(
  sql: Sql, grant: WechatGrant & { hash: string; expiresAt: number; now: number },
): Promise<void> {
  await sql.run(`INSERT INTO wechat_grants (code_hash, app_id, openid, unionid, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (code_hash) DO NOTHING`, grant.hash, grant.app_id, grant.openid, grant.unionid, grant.expiresAt, grant.now);
}

/** Marks a kept exchange spent and answers it; a spent, expired or unknown one gives undefined. */
export function spendWechatGrant(sql: Sql, hash: string, now: number): Promise<WechatGrant | undefined> {
  return sql.get<WechatGrant>(`UPDATE wechat_grants SET used_at = ?
    WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING app_id, openid, unionid`, now, hash, now);
}

/** The openid a user signed in with at this official account, if they did. */
export async function findOpenidOfUser(sql: Sql, appId: string, userId: string): Promise<string | null> {
  return (await sql.value<string>(FIND_OPENID_OF_USER, appId, userId)) ?? null;
}

