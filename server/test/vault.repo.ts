import { add, compare } from '../../contract/money';
import type { Sql } from '../db/sql';

// Looks behind the vault routes for tests: the ledger as the database holds it, read through the async
// layer (server.sql), as the vault repo writes it.

export type LedgerEntry = { vault_id: string; kind: string; asset_id: string; amount: string; balance_after: string; entry_kind: string; reference: string };

/** Every vault entry of the group, in the order written. */
export function ledgerEntries(sql: Sql, groupId: string): Promise<LedgerEntry[]> {
  return sql.all<LedgerEntry>(`SELECT e.vault_id, v.kind, e.asset_id, e.amount, e.balance_after, e.kind AS entry_kind, e.reference
    FROM vault_entries e JOIN vaults v ON v.vault_id = e.vault_id WHERE v.group_id = ? ORDER BY e.entry_id`, groupId);
}

/** Every stored balance of the group: `{kind}|{asset}` → balance. */
export async function storedBalances(sql: Sql, groupId: string): Promise<Map<string, string>> {
  const rows = await sql.all<{ kind: string; asset_id: string; balance: string }>(`SELECT v.kind, b.asset_id, b.balance
    FROM vault_balances b JOIN vaults v ON v.vault_id = b.vault_id WHERE v.group_id = ?`, groupId);
  return new Map(rows.map((r) => [`${r.kind}|${r.asset_id}`, r.balance]));
}

/**
 * The ledger check: for every vault and asset, the stored balance equals the sum of its entries,
 * each entry's balance_after is the running sum, and master = profit + bonus + tax. Returns the
 * problems found (none: []).
 */
export async function ledgerProblems(sql: Sql, groupId: string): Promise<string[]> {
  const problems: string[] = [];
  const sums = new Map<string, string>();
  for (const e of await ledgerEntries(sql, groupId)) {
    const key = `${e.kind}|${e.asset_id}`;
    const sum = add(sums.get(key) ?? '0', e.amount);
    if (compare(sum, e.balance_after) !== 0) problems.push(`${key}: entry ${e.entry_kind} ${e.reference} says ${e.balance_after}, the sum is ${sum}`);
    if (compare(sum, '0') < 0) problems.push(`${key}: negative after ${e.reference}`);
    sums.set(key, sum);
  }
  const stored = await storedBalances(sql, groupId);
  for (const key of new Set([...sums.keys(), ...stored.keys()])) {
    if (compare(stored.get(key) ?? '0', sums.get(key) ?? '0') !== 0) problems.push(`${key}: stored ${stored.get(key)}, entries sum to ${sums.get(key)}`);
  }
  const assets = new Set([...stored.keys()].map((key) => key.split('|')[1]!));
  for (const asset of assets) {
    const of = (kind: string) => stored.get(`${kind}|${asset}`) ?? '0';
    const shares = add(add(of('profit'), of('bonus')), of('tax'));
    if (compare(of('master'), shares) !== 0) problems.push(`${asset}: master ${of('master')} but profit + bonus + tax = ${shares}`);
  }
  return problems;
}

export const pinHashOf = (sql: Sql, groupId: string) => sql.value<string>('SELECT pin_hash FROM vault_pins WHERE group_id = ?', groupId);

/** The group's events of an action, newest first, details parsed. */
export async function eventsOf(sql: Sql, groupId: string, action: string): Promise<{ actor_id: string | null; details: Record<string, unknown> }[]> {
  return (await sql.all<{ actor_id: string | null; details: string }>(
    'SELECT actor_id, details FROM group_events WHERE group_id = ? AND action = ? ORDER BY event_id DESC', groupId, action))
    .map((row) => ({ actor_id: row.actor_id, details: JSON.parse(row.details) as Record<string, unknown> }));
}
