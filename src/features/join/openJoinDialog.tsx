import { loadNamespaces } from '../../lib/i18n';
import { openModal } from '../../ui/modals';
import { JoinDialog } from './components/JoinDialog';
import { JOIN_NAMESPACES } from './model';

/**
 * Opens the full-screen join dialog (§6). Resolves true once the person joined ('joined'),
 * false when they close it or it is dismissed (a route change closes every modal, including
 * the move to the checkout result after a paid join).
 */
export async function openJoinDialog(group: string): Promise<boolean> {
  await loadNamespaces(JOIN_NAMESPACES);
  return openModal<boolean>(
    (close) => <JoinDialog group={group} onJoined={() => close(true)} onClose={() => close(false)} />,
    false,
  );
}
