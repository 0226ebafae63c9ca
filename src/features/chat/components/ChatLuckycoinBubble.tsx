import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ChatLuckycoin } from '../../../../contract/chat';
import { openSharedPack } from '../open';
import './ChatLuckycoinBubble.css';

export interface ChatLuckycoinBubbleProps {
  group: string;
  pack: ChatLuckycoin;
  createdAt: string;
}

/**
 * A lucky-coin pack its sender shared (issue 26 point 5), drawn as a red packet: the greeting and "Open";
 * a tap opens the pack in a sheet over the chat, where it is claimed.
 */
export function ChatLuckycoinBubble({ group, pack, createdAt }: ChatLuckycoinBubbleProps) {
  return (
    <button type="button" class="chat-luckycoin" onClick={() => openSharedPack(group, pack.pack_id)}>
      <span class="chat-luckycoin__main">
        <span class="chat-luckycoin__seal" aria-hidden="true" />
        <span class="chat-luckycoin__words">
          <span class="chat-luckycoin__greeting">{pack.greeting || t('chat:luckycoin.greeting_default')}</span>
          <span class="chat-luckycoin__open">{t('chat:luckycoin.open')}</span>
        </span>
      </span>
      <span class="chat-luckycoin__foot">
        <span>{t('chat:luckycoin.label')}</span>
        <time dateTime={createdAt}>{formatDate(createdAt, 'HH:mm')}</time>
      </span>
    </button>
  );
}
