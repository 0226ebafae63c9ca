import type { Db } from './connection';
import { statement } from './statements';

/**
 * Records a party's event (our own signed protocol: providers/signed-party.ts) as applied; false when
 * it was applied before. Written in the transaction that applies it, so a failed apply leaves no record.
 */
export function insertPartyEvent(db: Db, party: string, eventId: string, nowIso: string): boolean {
  return statement(db, `INSERT INTO party_events (party, event_id, received_at) VALUES (?, ?, ?)
    ON CONFLICT (party, event_id) DO NOTHING`).run(party, eventId, nowIso).changes === 1;
}
