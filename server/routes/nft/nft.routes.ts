import { nftCalls } from '../../../contract/api/nft';
import { mountCalls } from '../mount';
import { nftHandlers } from './nft.handlers';

// NFT tickets (§7): contract/api/nft.ts says who may call what.
export const nftRoutes = mountCalls(nftCalls, {
  check: (c) => nftHandlers.check(c),
  status: (c) => nftHandlers.status(c),
  reset: (c) => nftHandlers.reset(c),
});
