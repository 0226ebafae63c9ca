import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../context';
import { nowIso } from '../context';
import { signTransferNotification, type UnsignedTransferNotification } from '../routes/vault/vault.transfer';
import { receiveTransferNotification } from '../routes/vault/vault.service';
import { runLater } from './later';

// The wallet's transfer stand-in (issue 14 point 4): takes a withdrawal from the profit vault and,
// PAYMENT_CONFIRM_DELAY_MS later, reports it sent with a made-up snapshot id through the same
// handler a real wallet's webhook (POST /api/transfers/notifications) reaches. No money moves.

/** The wallet's report on a withdrawal, signed. */
export function sandboxTransferReport(
  deps: Pick<AppDeps, 'tokenSecret'>, withdrawalId: string, status: 'CONFIRMED' | 'FAILED' = 'CONFIRMED',
): UnsignedTransferNotification & { signature: string } {
  const report: UnsignedTransferNotification = {
    notification_id: randomUUID(), withdrawal_id: withdrawalId, status, snapshot_id: status === 'CONFIRMED' ? randomUUID() : null,
  };
  return { ...report, signature: signTransferNotification(deps, report) };
}

function confirm(deps: AppDeps, withdrawalId: string): void {
  const { signature, ...report } = sandboxTransferReport(deps, withdrawalId);
  receiveTransferNotification(deps, report, signature, nowIso(deps.clock));
}

/** Confirms the transfer after the delay (at once with none), as a wallet does once it has sent it. */
export function submitSandboxTransfer(deps: AppDeps, withdrawalId: string): void {
  runLater(deps, deps.env.paymentConfirmDelayMs, `transfer confirmation for withdrawal ${withdrawalId}`, () => confirm(deps, withdrawalId));
}
