import type { ProviderNotice } from './payment.provider';

// The chain that seals badges, over our own signed protocol (providers/signed-party.ts): a seal
// request goes out (POST <CHAIN_URL>/seals); the chain's indexer reports the seal confirmed or
// failed later as a signed event to POST /api/chain/notifications (badge.service receives it).

/** What is sealed: one member's badge in one group, named by its seal id (the same at every resend). */
export type SealRequest = { seal_id: string; group: string; holder: string; badge: string; share_key: string };

/** The indexer's report on a seal. */
export type ChainEvent = { event_id: string; seal_id: string; status: 'CONFIRMED' | 'FAILED'; tx_hash: string | null };

export interface ChainProvider {
  /** Asks the chain to seal this; the confirmation may have come already when this returns. */
  requestSeal(seal: SealRequest): Promise<void>;
  /** The indexer's event, verified as sent by it (else ApiError 401) and read (else 400). */
  readEvent(notice: ProviderNotice): ChainEvent;
}
