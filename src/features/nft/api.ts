import { callApi } from '../../lib/call';
import { nftCalls } from '../../../contract/api/nft';

// §7 NFT tickets, as contract/api/nft.ts declares them. Silent: the NFT panel shows failures itself
// (§8 redirects still happen).
const quiet = { silent: true };

export const fetchNftTicketStatus = (group: string) => callApi(group, nftCalls.status, {}, quiet).then((r) => r.status);

/** Starts a ticket check; a check already running is left alone by the server. */
export const checkNftTicket = (group: string) => callApi(group, nftCalls.check, { body: {} }, quiet).then((r) => r.status);

export const resetNftTicket = (group: string) => callApi(group, nftCalls.reset, { body: {} }, quiet).then((r) => r.status);
