import { t } from '../../../lib/i18n';
import { host, openInHost, supportsFeature, walletConversationLink } from '../../../lib/host';
import { groupPublic } from '../../group';

/**
 * Opens the group's conversation in the host app next to the stream. §9:
 * only host versions with the conversation feature (3.11 / 1121) can do it,
 * so older ones and plain browsers never see the button.
 */
export function StreamConversationLink({ group }: { group: string }) {
  const info = groupPublic.of(group).data;
  if (!info || !supportsFeature('conversation', host.value)) return null;
  return (
    <button type="button" class="stream-page__quality" onClick={() => openInHost(walletConversationLink(info.client_id))}>
      {t('stream:page.open_conversation')}
    </button>
  );
}
