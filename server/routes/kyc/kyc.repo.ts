import type { Sql } from '../../db/sql';

export type KycVerificationRow = {
  outcome: 'approved' | 'rejected';
  name: string;
  error_code: string | null;
  error_message: string | null;
  submitted_at: string;
  review_at: string;
};

const FIND_KYC_VERIFICATION = `SELECT outcome, name, error_code, error_message, submitted_at, review_at
    FROM kyc_verifications WHERE user_id = ?`;
const HAS_KYC_CONSENT = 'SELECT 1 FROM kyc_consents WHERE group_id = ? AND user_id = ?';

export function findKycVerification(sql: Sql, userId: string): Promise<KycVerificationRow | undefined> {
  return sql.get<KycVerificationRow>(FIND_KYC_VERIFICATION, userId);
}

/** A new submission replaces the previous one (a rejected user may restart). */
export async function upsertKycVerification(sql: Sql, userId: string, row: KycVerificationRow): Promise<void> {
  await sql.run(`INSERT INTO kyc_verifications (user_id, outcome, name, error_code, error_message, submitted_at, review_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET outcome = excluded.outcome, name = excluded.name,
      error_code = excluded.error_code, error_message = excluded.error_message,
      submitted_at = excluded.submitted_at, review_at = excluded.review_at`,
  userId, row.outcome, row.name, row.error_code, row.error_message, row.submitted_at, row.review_at);
}

export async function hasKycConsent(sql: Sql, groupId: string, userId: string): Promise<boolean> {
  return (await sql.get(HAS_KYC_CONSENT, groupId, userId)) !== undefined;
}

export async function insertKycConsent(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<void> {
  await sql.run(`INSERT INTO kyc_consents (group_id, user_id, created_at) VALUES (?, ?, ?)
    ON CONFLICT (group_id, user_id) DO NOTHING`, groupId, userId, nowIso);
}

export async function insertKycSession(
  sql: Sql,
  session: { hash: string; groupId: string; userId: string; expiresAt: number; now: number },
): Promise<void> {
  await sql.run(`INSERT INTO kyc_sessions (session_hash, group_id, user_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?)`, session.hash, session.groupId, session.userId, session.expiresAt, session.now);
}

export type KycSessionRow = { group_id: string; user_id: string };

/** A live, unused session (the verification page shows it without spending it). */
export function findKycSession(sql: Sql, hash: string, now: number): Promise<KycSessionRow | undefined> {
  return sql.get<KycSessionRow>(`SELECT group_id, user_id FROM kyc_sessions
    WHERE session_hash = ? AND used_at IS NULL AND expires_at > ?`, hash, now);
}

export function consumeKycSession(sql: Sql, hash: string, now: number): Promise<KycSessionRow | undefined> {
  return sql.get<KycSessionRow>(`UPDATE kyc_sessions SET used_at = ?
    WHERE session_hash = ? AND used_at IS NULL AND expires_at > ?
    RETURNING group_id, user_id`, now, hash, now);
}
