import { randomBytes, randomUUID } from 'node:crypto';
import type { AppDeps } from '../context';
import { signChainNotification, type UnsignedChainNotification } from '../routes/badge/badge.chain';
import { receiveChainNotification } from '../routes/badge/badge.service';
import { runLater } from './later';

// The chain stand-in (issue 11 point 7): takes a badge seal request and, CHAIN_SEAL_DELAY_MS later,
// reports it confirmed with a made-up transaction hash through the same notification handler a
// real chain indexer's webhook (POST /api/chain/notifications) reaches. No chain is touched.

/** A confirmation as the sandbox chain sends it, signed. */
export function sandboxChainConfirmation(deps: Pick<AppDeps, 'tokenSecret'>, sealId: string): UnsignedChainNotification & { signature: string } {
  const notification: UnsignedChainNotification = {
    notification_id: randomUUID(), seal_id: sealId, status: 'CONFIRMED', tx_hash: `0x${randomBytes(32).toString('hex')}`,
  };
  return { ...notification, signature: signChainNotification(deps, notification) };
}

function confirm(deps: AppDeps, sealId: string): void {
  const { signature, ...notification } = sandboxChainConfirmation(deps, sealId);
  receiveChainNotification(deps, notification, signature);
}

/** Confirms the seal after the delay (at once with none), as a chain does some blocks later. */
export function submitSandboxSeal(deps: AppDeps, sealId: string): void {
  runLater(deps, deps.env.chainSealDelayMs, `chain confirmation for seal ${sealId}`, () => confirm(deps, sealId));
}
