import type { Db } from '../db/connection';
import type { Dialect, Sql } from '../db/sql';
import { statement } from '../db/statements';

// The groups' sealed credentials (providers/credentials.ts seals and opens them), on the async layer
// (issue 27). What is stored stays sealed with SECRETS_KEY on either engine: this repo never sees a secret.

export type CredentialParty = 'mixin' | 'wechat' | 'wechatpay' | 'alipay';

const FIND_SEALED = 'SELECT sealed FROM group_credentials WHERE group_id = ? AND party = ?';
const UPSERT_SEALED = `INSERT INTO group_credentials (group_id, party, sealed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id, party) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`;
const LIST_SEALED = 'SELECT group_id, party, sealed FROM group_credentials ORDER BY group_id, party';
const REPLACE_SEALED = 'UPDATE group_credentials SET sealed = ?, updated_at = ? WHERE group_id = ? AND party = ?';

/** A group's sealed credentials at a party, or undefined when none were set. */
export function findSealedCredentials(sql: Sql, groupId: string, party: CredentialParty): Promise<string | undefined> {
  return sql.value<string>(FIND_SEALED, groupId, party);
}

export async function upsertSealedCredentials(sql: Sql, groupId: string, party: CredentialParty, sealed: string, nowIso: string): Promise<void> {
  await sql.run(UPSERT_SEALED, groupId, party, sealed, nowIso);
}

/** The same for the seed (synchronous on SQLite by design). */
export function upsertSealedCredentialsSync(db: Db, groupId: string, party: CredentialParty, sealed: string, nowIso: string): void {
  statement(db, UPSERT_SEALED).run(groupId, party, sealed, nowIso);
}

export type SealedCredentialRow = { group_id: string; party: string; sealed: string };

export function listSealedCredentials(sql: Sql): Promise<SealedCredentialRow[]> {
  return sql.all<SealedCredentialRow>(LIST_SEALED);
}

export async function replaceSealedCredential(sql: Sql, row: SealedCredentialRow, nowIso: string): Promise<void> {
  await sql.run(REPLACE_SEALED, row.sealed, nowIso, row.group_id, row.party);
}

/** Every group with what says which parties it needs, for the start-up check. */
export type GroupParties = {
  group_id: string; wechat_app_id: string; sells_through_wechat_pay: number; sells_through_alipay: number; kyc_enabled: number;
  nft_enabled: number; sells_through_reborn: number;
};

/** Whether a product of the group sells through `channel` (a price_channels entry), as 0/1 on both engines. */
function sellsThrough(dialect: Dialect, channel: string): string {
  const entries = dialect === 'postgres'
    ? `jsonb_array_elements(CAST(p.price_channels AS jsonb)) AS c WHERE p.group_id = g.group_id AND c.value ->> 'channel' = '${channel}'`
    : `json_each(p.price_channels) AS c WHERE p.group_id = g.group_id AND json_extract(c.value, '$.channel') = '${channel}'`;
  return `CASE WHEN EXISTS (SELECT 1 FROM products p, ${entries}) THEN 1 ELSE 0 END`;
}

function listGroupPartiesText(dialect: Dialect): string {
  return `SELECT g.group_id, g.wechat_app_id, ${sellsThrough(dialect, 'wechat')} AS sells_through_wechat_pay,
      ${sellsThrough(dialect, 'alipay')} AS sells_through_alipay, coalesce(s.group_entry_kyc_enabled, 0) AS kyc_enabled,
      g.nft_ticket_enabled AS nft_enabled, ${sellsThrough(dialect, 'reborn')} AS sells_through_reborn
    FROM groups g LEFT JOIN group_settings s ON s.group_id = g.group_id ORDER BY g.group_id`;
}

export function listGroupParties(sql: Sql): Promise<GroupParties[]> {
  return sql.all<GroupParties>(listGroupPartiesText(sql.dialect));
}

