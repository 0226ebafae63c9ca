import { confirmWithdrawal, returnWithdrawal } from '../vault/vault.service';
import { confirmProfitPayout } from '../profit/profit.service';
import type { WalletTransferSettlers } from './wallet-transfers.service';

// What a settled wallet transfer does to what it paid out (wallet-transfers.service): a withdrawal
// is confirmed, or fails with its amount back in the vaults; a pack's share to its claimer and its
// rest back to its payer are owed until the wallet takes them (their claim and refund rows say so); a
// member's profit payout is owed too, and makes its record claimed once the wallet spends it.
export const WALLET_TRANSFER_SETTLERS: WalletTransferSettlers = {
  withdrawal: { confirmed: confirmWithdrawal, failed: returnWithdrawal },
  pack_claim: { confirmed: async () => {}, failed: null },
  pack_refund: { confirmed: async () => {}, failed: null },
  profit_payout: { confirmed: confirmProfitPayout, failed: null },
};
