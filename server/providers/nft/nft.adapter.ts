import { create, enums, integer, max, min, optional, type } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { NftProvider } from '../nft.provider';
import { postToParty, type PartyEndpoint } from '../signed-party';

// The NFT ticket checker over our own signed protocol (providers/signed-party.ts); the sandbox's
// stand-in (server/sandbox/nft-api.ts) is its reference implementation.
//
//   POST <NFT_URL>/checks  {"group": "<group id>", "holder": "<the person's id>"}
//     → 200 {"outcome": "success"|"none"|"autherr", "delay_ms"}: whether the person holds the group's
//     ticket (autherr: the checker may not read their collectibles, they must grant it), and how long
//     the chain lookup takes before the outcome may be shown (0–600000 ms, 0 when absent).

const Answer = type({
  outcome: enums(['success', 'none', 'autherr'] as const),
  delay_ms: optional(min(max(integer(), 600_000), 0)),
});

export function nftAdapter(endpoint: Omit<PartyEndpoint, 'party'>): NftProvider {
  return {
    async check(groupId: string, userId: string) {
      const answer = await postToParty({ ...endpoint, party: 'NFT checker' }, '/checks', { group: groupId, holder: userId });
      try {
        const { outcome, delay_ms: delayMs } = create(answer, Answer);
        return { outcome, delayMs: delayMs ?? 0 };
      } catch {
        throw apiErrors.unavailable('the NFT checker answered what it should not');
      }
    },
  };
}
