import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type SmsCodeRow = { sms_id: number; code: string; captcha_hash: string; attempts: number; expires_at: number };

export function lastSmsSentAt(db: Db, phone: string): number | undefined {
  const last = statement(db, 'SELECT MAX(created_at) FROM sms_codes WHERE phone = ?').pluck().get(phone) as number | null;
  return last ?? undefined;
}

/** Records a code sent to a phone; its id. */
export function insertSmsCode(db: Db, sms: { phone: string; code: string; captchaHash: string; expiresAt: number; now: number }): number {
  return Number(statement(db, `INSERT INTO sms_codes (phone, code, captcha_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(sms.phone, sms.code, sms.captchaHash, sms.expiresAt, sms.now).lastInsertRowid);
}

/** The newest code sent to the phone, if it is still unused and live (older ones are superseded). */
export function findLiveSmsCode(db: Db, phone: string, now: number): SmsCodeRow | undefined {
  return statement(db, `SELECT sms_id, code, captcha_hash, attempts, expires_at FROM sms_codes
    WHERE phone = ? AND sms_id = (SELECT MAX(sms_id) FROM sms_codes WHERE phone = ?)
      AND used_at IS NULL AND expires_at > ?`).get(phone, phone, now) as SmsCodeRow | undefined;
}

export function countSmsAttempt(db: Db, smsId: number): void {
  statement(db, 'UPDATE sms_codes SET attempts = attempts + 1 WHERE sms_id = ?').run(smsId);
}

export function markSmsCodeUsed(db: Db, smsId: number, now: number): boolean {
  return statement(db, 'UPDATE sms_codes SET used_at = ? WHERE sms_id = ? AND used_at IS NULL').run(now, smsId).changes === 1;
}

export function findUserIdByPhone(db: Db, phone: string): string | undefined {
  return statement(db, 'SELECT user_id FROM user_phones WHERE phone = ?').pluck().get(phone) as string | undefined;
}

export function insertUserPhone(db: Db, phone: string, userId: string, nowIso: string): void {
  statement(db, 'INSERT INTO user_phones (phone, user_id, created_at) VALUES (?, ?, ?)').run(phone, userId, nowIso);
}

export type SmsCodeSent = { phone: string; code: string; created_at: number; expires_at: number; used_at: number | null };

/** The newest code sent to a phone (the SMS stand-in's inbox shows it). */
export function findLatestSmsCode(db: Db, phone: string): SmsCodeSent | undefined {
  return statement(db, `SELECT phone, code, created_at, expires_at, used_at FROM sms_codes
    WHERE phone = ? ORDER BY sms_id DESC LIMIT 1`).get(phone) as SmsCodeSent | undefined;
}
