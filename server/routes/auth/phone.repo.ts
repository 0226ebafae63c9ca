import type { Sql } from '../../db/sql';

export type SmsCodeRow = { sms_id: number; code: string; captcha_hash: string; attempts: number; expires_at: number };

export async function lastSmsSentAt(sql: Sql, phone: string): Promise<number | undefined> {
  const last = await sql.value<number | null>('SELECT MAX(created_at) FROM sms_codes WHERE phone = ?', phone);
  return last ?? undefined;
}

/** Records a code sent to a phone; its id. */
export async function insertSmsCode(
  sql: Sql, sms: { phone: string; code: string; captchaHash: string; expiresAt: number; now: number },
): Promise<number> {
  return (await sql.value<number>(`INSERT INTO sms_codes (phone, code, captcha_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)
    RETURNING sms_id`, sms.phone, sms.code, sms.captchaHash, sms.expiresAt, sms.now))!;
}

/** The newest code sent to the phone, if it is still unused and live (older ones are superseded). */
export function findLiveSmsCode(sql: Sql, phone: string, now: number): Promise<SmsCodeRow | undefined> {
  return sql.get<SmsCodeRow>(`SELECT sms_id, code, captcha_hash, attempts, expires_at FROM sms_codes
    WHERE phone = ? AND sms_id = (SELECT MAX(sms_id) FROM sms_codes WHERE phone = ?)
      AND used_at IS NULL AND expires_at > ?`, phone, phone, now);
}

export async function countSmsAttempt(sql: Sql, smsId: number): Promise<void> {
  await sql.run('UPDATE sms_codes SET attempts = attempts + 1 WHERE sms_id = ?', smsId);
}

export async function markSmsCodeUsed(sql: Sql, smsId: number, now: number): Promise<boolean> {
  return (await sql.run('UPDATE sms_codes SET used_at = ? WHERE sms_id = ? AND used_at IS NULL', now, smsId)).changes === 1;
}

export function findUserIdByPhone(sql: Sql, phone: string): Promise<string | undefined> {
  return sql.value<string>('SELECT user_id FROM user_phones WHERE phone = ?', phone);
}

export async function insertUserPhone(sql: Sql, phone: string, userId: string, nowIso: string): Promise<void> {
  await sql.run('INSERT INTO user_phones (phone, user_id, created_at) VALUES (?, ?, ?)', phone, userId, nowIso);
}

export type SmsCodeSent = { phone: string; code: string; created_at: number; expires_at: number; used_at: number | null };

const FIND_LATEST_SMS_CODE = `SELECT phone, code, created_at, expires_at, used_at FROM sms_codes
    WHERE phone = ? ORDER BY sms_id DESC LIMIT 1`;

/** The newest code sent to a phone (the SMS stand-in's inbox shows it). */
export function findLatestSmsCode(sql: Sql, phone: string): Promise<SmsCodeSent | undefined> {
  return sql.get<SmsCodeSent>(FIND_LATEST_SMS_CODE, phone);
}

