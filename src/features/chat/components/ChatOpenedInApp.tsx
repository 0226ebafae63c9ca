import { useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { openInHost, walletConversationLink } from '../../../lib/host';
import { Button } from '../../../ui/Button';
import { groupPublic } from '../../group';
import '../../../ui/Button.css';
import './ChatRoom.css';

/**
 * Inside the wallet app from 3.11 (§9 conversation feature) the group's chat is the app's own
 * conversation: it opens there once, and this page offers to open it again.
 */
export function ChatOpenedInApp({ group }: { group: string }) {
  const info = useGroupResource(groupPublic, group).data;
  const clientId = info ? info.client_id : null;
  useEffect(() => {
    if (clientId) openInHost(walletConversationLink(clientId));
  }, [clientId]);
  return (
    <section class="chat-host">
      <h2 class="chat-host__title">{t('chat:host.title')}</h2>
      <p>{t('chat:host.body')}</p>
      <Button disabled={!clientId} onClick={() => clientId && openInHost(walletConversationLink(clientId))}>
        {t('chat:host.again')}
      </Button>
    </section>
  );
}
