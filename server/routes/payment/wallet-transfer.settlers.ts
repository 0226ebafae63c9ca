import { confirmWithdrawal, returnWithdrawal } from '../vault/vault.service';
import type { WalletTransferSettlers } from './wallet-transfers.service';

// What a settled wallet transfer does to what it paid out (wallet-transfers.service): a withdrawal
// is confirmed, or fails with its amount back in the vaults; a pack's rest back to its payer is
// owed until the wallet takes it (its refund row was written when the pack closed).
export const WALLET_TRANSFER_SETTLERS: WalletTransferSettlers = {
  withdrawal: { confirmed: confirmWithdrawal, failed: returnWithdrawal },
  pack_refund: { confirmed: () => {}, failed: null },
};
