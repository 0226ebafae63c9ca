import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChainNotification } from '../../../contract/badge';
import type { AppDeps } from '../../context';
import { apiErrors } from '../../lib/errors';

// The chain indexer's notifications about badge seals are signed like payment providers': HMAC-SHA256
// of `notification_id|seal_id|status|tx_hash` with a key derived from the server's signing key.

export type UnsignedChainNotification = Omit<ChainNotification, 'signature'>;

function chainSecret(deps: Pick<AppDeps, 'tokenSecret'>): string {
  return createHmac('sha256', deps.tokenSecret).update('chain-indexer').digest('hex');
}

export function signChainNotification(deps: Pick<AppDeps, 'tokenSecret'>, n: UnsignedChainNotification): string {
  const base = [n.notification_id, n.seal_id, n.status, n.tx_hash ?? ''].join('|');
  return createHmac('sha256', chainSecret(deps)).update(base).digest('hex');
}

export function verifyChainSignature(deps: AppDeps, n: UnsignedChainNotification, signature: string): void {
  const expected = Buffer.from(signChainNotification(deps, n), 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw apiErrors.forbidden('invalid notification signature');
  }
}
