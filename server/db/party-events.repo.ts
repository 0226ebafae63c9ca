import type { Sql } from './sql';

const INSERT_PARTY_EVENT = `INSERT INTO party_events (party, event_id, received_at) VALUES (?, ?, ?)
    ON CONFLICT (party, event_id) DO NOTHING`;

/**
 * Records a party's event (our own signed protocol: providers/signed-party.ts) as applied; false when
 * it was applied before. Written in the transaction that applies it, so a failed apply leaves no record.
 */
export async function insertPartyEvent(sql: Sql, party: string, eventId: string, nowIso: string): Promise<boolean> {
  return (await sql.run(INSERT_PARTY_EVENT, party, eventId, nowIso)).changes === 1;
}

