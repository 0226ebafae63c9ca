import { groupApi } from '../../lib/http';
import { NftTicketStatus } from '../../../contract/nft';

// Silent: the NFT panel shows failures itself (§8 redirects still happen).
export const fetchNftTicketStatus = (group: string) =>
  groupApi(group).get('/nft/tickets/status', NftTicketStatus, { silent: true }).then((r) => r.status);

/** Starts a ticket check; a check already running is left alone by the server. */
export const checkNftTicket = (group: string) =>
  groupApi(group).post('/nft/tickets', {}, NftTicketStatus, { silent: true }).then((r) => r.status);

export const resetNftTicket = (group: string) =>
  groupApi(group).put('/nft/tickets/status/reset', {}, NftTicketStatus, { silent: true }).then((r) => r.status);
