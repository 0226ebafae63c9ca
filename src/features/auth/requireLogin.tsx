import { isLoggedIn } from '../../lib/session';
import { openModal } from '../../ui/modals';
import { AuthModal } from './components/AuthModal';

/**
 * For actions that need a logged-in person (paying, §6 guests): resolves true
 * at once when they are logged in to the group; otherwise shows the auth
 * modal, whose login action leaves for the authorisation page (the action is
 * picked up again after login), and resolves false when it is closed.
 */
export function requireLogin(group: string, error?: unknown): Promise<boolean> {
  if (isLoggedIn(group)) return Promise.resolve(true);
  return openModal<boolean>((close) => <AuthModal group={group} error={error} onClose={() => close(false)} />, false);
}
