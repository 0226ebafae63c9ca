import { enums, type, type Infer } from './struct';

/**
 * unchecked: never checked (or reset); checking: the check runs (poll every 3 s); success: the
 * ticket admitted the user; none: no ticket found; autherr: the wallet authorisation is too
 * narrow (reset, then log in again).
 */
export const NftTicketStatusValue = enums(['checking', 'success', 'none', 'autherr', 'unchecked']);
export type NftTicketStatusValue = Infer<typeof NftTicketStatusValue>;

export const NftTicketStatus = type({ status: NftTicketStatusValue });
export type NftTicketStatus = Infer<typeof NftTicketStatus>;
