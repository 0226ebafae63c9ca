import { enums, nullable, size, string, type } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { ChainEvent, ChainProvider, SealRequest } from '../chain.provider';
import type { ProviderNotice } from '../payment.provider';
import { postToParty, readPartyEvent, type PartyEndpoint } from '../signed-party';

// The badge chain over our own signed protocol (providers/signed-party.ts); the sandbox's stand-in
// (server/sandbox/chain.ts) is its reference implementation.
//
//   POST <CHAIN_URL>/seals  {"seal_id", "group", "holder", "badge", "share_key"}
//     → 200 {"seal_id", "status": "accepted"}; the same seal_id again is the same seal, never a second.
//   The indexer → POST <server>/api/chain/notifications, signed the same way:
//     {"event_id", "seal_id", "status": "CONFIRMED"|"FAILED", "tx_hash"} (tx_hash names the
//     transaction of a confirmed seal, null for a failed one).

const Id = size(string(), 1, 200);
const Event = type({ event_id: Id, seal_id: size(string(), 1, 100), status: enums(['CONFIRMED', 'FAILED'] as const), tx_hash: nullable(Id) });

export function chainAdapter(endpoint: Omit<PartyEndpoint, 'party'>): ChainProvider {
  const party = { ...endpoint, party: 'chain' };
  return {
    async requestSeal(seal: SealRequest) {
      const answer = (await postToParty(party, '/seals', seal)) as { seal_id?: unknown; status?: unknown } | null;
      if (answer?.seal_id !== seal.seal_id || answer.status !== 'accepted') throw apiErrors.unavailable('the chain answered what it should not');
    },
    readEvent(notice: ProviderNotice): ChainEvent {
      const event = readPartyEvent('chain indexer', endpoint.secret(), endpoint.clock(), notice, Event);
      if (event.status === 'CONFIRMED' && event.tx_hash === null) throw apiErrors.validation('invalid tx_hash: a confirmed seal names its transaction');
      return event;
    },
  };
}
