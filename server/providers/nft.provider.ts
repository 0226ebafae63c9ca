import type { NftOutcome } from '../routes/nft/nft.repo';

// The NFT ticket checker: whether a person holds a group's ticket. Its answer is known when the
// check starts and shown after `delayMs` (a chain lookup takes a while).

export type NftCheck = { outcome: NftOutcome; delayMs: number };

export interface NftProvider {
  check(groupId: string, userId: string): Promise<NftCheck>;
}
