import { isActiveMember, type Me } from '../account';
import type { StreamInfo } from '../../../contract/stream';

/**
 * What stands between a person and the live stream (§6: login, membership,
 * then payment when paid). The server decides `viewer_can_watch`; the rest
 * only picks the way forward to offer.
 */
export type StreamWatchGate = 'off' | 'login' | 'join' | 'pay' | 'watch';

export function streamWatchGate(
  info: StreamInfo | null | undefined,
  loggedIn: boolean,
  me: Pick<Me, 'role' | 'state' | 'expired_at'> | null | undefined,
  nowMs: number = Date.now(),
): StreamWatchGate {
  if (!info || info.disabled) return 'off';
  if (!loggedIn) return 'login';
  if (info.viewer_can_watch) return 'watch';
  const member = !!me && isActiveMember(me, nowMs);
  if (!info.public && !member) return 'join';
  if (info.paid && !info.viewer_paid) return 'pay';
  return 'join';
}
