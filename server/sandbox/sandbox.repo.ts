import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export type NewUser = { user_id: string; identity_number: string; full_name: string; avatar_url: string };

/** Inserts a wallet user with starting balances; false if the identity number is taken. */
export function insertWalletUser(db: Db, user: NewUser, balances: Record<string, string>, nowIso: string): boolean {
  return db.transaction(() => {
    const inserted = statement(db, `INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
      .run(user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso);
    if (inserted.changes === 0) return false;
    for (const [assetId, balance] of Object.entries(balances)) {
      statement(db, 'INSERT INTO user_balances (user_id, asset_id, balance) VALUES (?, ?, ?)')
        .run(user.user_id, assetId, balance);
    }
    return true;
  })();
}

export function userExists(db: Db, userId: string): boolean {
  return statement(db, 'SELECT 1 FROM users WHERE user_id = ?').get(userId) !== undefined;
}

// The outbox (lib/messaging.ts) read as the sandbox phone's and wallet's inboxes, newest first.

/** An SMS as the phone got it; a sign-in code's SMS also carries the code's state. */
export type SandboxSms = { phone: string; text: string; sent_at: string; code_used_at: number | null; code_expires_at: number | null };

export function listSandboxSms(db: Db, limit: number, phone?: string): SandboxSms[] {
  return statement(db, `SELECT m.phone, m.text, m.created_at AS sent_at, c.used_at AS code_used_at, c.expires_at AS code_expires_at
    FROM outbox_messages m
      LEFT JOIN sms_codes c ON m.dedupe_key LIKE 'sms-code:%' AND c.sms_id = CAST(substr(m.dedupe_key, 10) AS INTEGER)
    WHERE m.channel = 'sms' AND (@phone IS NULL OR m.phone = @phone)
    ORDER BY m.message_id DESC LIMIT @limit`).all({ phone: phone ?? null, limit }) as SandboxSms[];
}

/** A wallet message as the wallet got it, with whom it went to and the group whose bot wrote it. */
export type SandboxWalletMessage = {
  user_id: string; full_name: string; group_id: string; group_name: string; text: string; sent_at: string;
};

export function listSandboxWalletMessages(db: Db, limit: number, userId?: string): SandboxWalletMessage[] {
  return statement(db, `SELECT m.user_id, coalesce(u.full_name, m.user_id) AS full_name, m.group_id,
      coalesce(g.name, m.group_id) AS group_name, m.text, m.created_at AS sent_at
    FROM outbox_messages m LEFT JOIN users u ON u.user_id = m.user_id LEFT JOIN groups g ON g.group_id = m.group_id
    WHERE m.channel = 'wallet' AND (@user IS NULL OR m.user_id = @user)
    ORDER BY m.message_id DESC LIMIT @limit`).all({ user: userId ?? null, limit }) as SandboxWalletMessage[];
}
