import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VaultTransferNotification } from '../../../contract/vault';
import type { AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';

// The wallet's reports on withdrawal transfers are signed like payment providers' notifications:
// HMAC-SHA256 of `notification_id|withdrawal_id|status|snapshot_id` with a key derived from the
// server's signing key.

export type UnsignedTransferNotification = Omit<VaultTransferNotification, 'signature'>;

function transferSecret(deps: Pick<AppDeps, 'tokenSecret'>): string {
  return createHmac('sha256', deps.tokenSecret).update('wallet-transfers').digest('hex');
}

export function signTransferNotification(deps: Pick<AppDeps, 'tokenSecret'>, n: UnsignedTransferNotification): string {
  const base = [n.notification_id, n.withdrawal_id, n.status, n.snapshot_id ?? ''].join('|');
  return createHmac('sha256', transferSecret(deps)).update(base).digest('hex');
}

export function verifyTransferSignature(deps: Pick<AppDeps, 'tokenSecret'>, n: UnsignedTransferNotification, signature: string): void {
  const expected = Buffer.from(signTransferNotification(deps, n), 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw apiErrors.forbidden('invalid notification signature');
  }
}
