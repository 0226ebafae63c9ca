import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export type CredentialParty = 'mixin' | 'wechat' | 'wechatpay' | 'alipay';

/** A group's sealed credentials at a party, or undefined when none were set. */
export function findSealedCredentials(db: Db, groupId: string, party: CredentialParty): string | undefined {
  return statement(db, 'SELECT sealed FROM group_credentials WHERE group_id = ? AND party = ?')
    .pluck().get(groupId, party) as string | undefined;
}

export function upsertSealedCredentials(db: Db, groupId: string, party: CredentialParty, sealed: string, nowIso: string): void {
  statement(db, `INSERT INTO group_credentials (group_id, party, sealed, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id, party) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`)
    .run(groupId, party, sealed, nowIso);
}

export type SealedCredentialRow = { group_id: string; party: string; sealed: string };

export function listSealedCredentials(db: Db): SealedCredentialRow[] {
  return statement(db, 'SELECT group_id, party, sealed FROM group_credentials ORDER BY group_id, party').all() as SealedCredentialRow[];
}

export function replaceSealedCredential(db: Db, row: SealedCredentialRow, nowIso: string): void {
  statement(db, 'UPDATE group_credentials SET sealed = ?, updated_at = ? WHERE group_id = ? AND party = ?')
    .run(row.sealed, nowIso, row.group_id, row.party);
}

/** Every group with what says which parties it needs, for the start-up check. */
export type GroupParties = {
  group_id: string; wechat_app_id: string; sells_through_wechat_pay: number; sells_through_alipay: number; kyc_enabled: number;
  nft_enabled: number; sells_through_reborn: number;
};

export function listGroupParties(db: Db): GroupParties[] {
  const sellsThrough = (channel: string) => `EXISTS (SELECT 1 FROM products p, json_each(p.price_channels) c
    WHERE p.group_id = g.group_id AND json_extract(c.value, '$.channel') = '${channel}')`;
  return statement(db, `SELECT g.group_id, g.wechat_app_id, ${sellsThrough('wechat')} AS sells_through_wechat_pay,
      ${sellsThrough('alipay')} AS sells_through_alipay, coalesce(s.group_entry_kyc_enabled, 0) AS kyc_enabled,
      g.nft_ticket_enabled AS nft_enabled, ${sellsThrough('reborn')} AS sells_through_reborn
    FROM groups g LEFT JOIN group_settings s ON s.group_id = g.group_id ORDER BY g.group_id`).all() as GroupParties[];
}
