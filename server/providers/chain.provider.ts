// The chain that seals badges. A seal request goes out; the chain's indexer reports the seal
// confirmed later, signed, to POST /api/chain/notifications (badge.service.ts receives it).

export interface ChainProvider {
  /** Asks the chain to seal this request; the confirmation may have come already when this returns. */
  requestSeal(sealId: string): Promise<void>;
}
