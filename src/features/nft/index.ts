export { NftPanel, type NftPanelProps } from './components/NftPanel';
export { nftTicketStatus, NFT_POLL_MS } from './model';
export type { NftTicketStatusValue } from '../../../contract/nft';
