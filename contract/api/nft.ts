// NFT tickets' calls (spec §7, issue 3). A ticket check is a way in, so any signed-in user who is
// not banned (a pending one too) uses it.
import { type } from '../struct';
import { NftTicketStatus } from '../nft';
import { call } from './call';

/** A write that takes nothing: any JSON object passes (an empty body counts as one). */
const NoBody = type({});

export const nftCalls = {
  check: call({ method: 'POST', path: '/nft/tickets', access: 'user', summary: "Starts a check of the caller's wallet for the group's ticket (one running is left alone)", body: NoBody, response: NftTicketStatus }),
  status: call({ method: 'GET', path: '/nft/tickets/status', access: 'user', summary: "The state of the caller's ticket check", response: NftTicketStatus }),
  reset: call({ method: 'PUT', path: '/nft/tickets/status/reset', access: 'user', summary: "Sets the caller's ticket check back to unchecked (after autherr, before a wider login)", body: NoBody, response: NftTicketStatus }),
};
