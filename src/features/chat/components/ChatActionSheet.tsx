import { t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import type { Role } from '../../account';
import type { ChatMessage } from '../../../../contract/chat';
import { messageActions } from '../model';
import { useNow } from '../../../lib/useNow';
import '../../../ui/Button.css';
import './ChatRoom.css';

export interface ChatActionSheetProps {
  message: ChatMessage | null;
  me: { user_id: string; role: Role } | null;
  onClose: () => void;
  onReply: (m: ChatMessage) => void;
  onRemove: (m: ChatMessage, kind: 'recall' | 'delete') => void;
}

/** What can be done with a message: reply; recall my own within 2 minutes; delete (owner, admins). */
export function ChatActionSheet({ message, me, onClose, onReply, onRemove }: ChatActionSheetProps) {
  const now = useNow(5000, message).value;
  const can = message ? messageActions(message, me, now) : null;
  return (
    <BottomSheet open={!!message} onClose={onClose} title={t('chat:actions.title')}>
      {message && can && (
        <div class="chat-actions">
          {can.reply && (
            <Button variant="secondary" block onClick={() => onReply(message)}>
              {t('chat:actions.reply')}
            </Button>
          )}
          {can.recall && (
            <Button variant="secondary" block onClick={() => onRemove(message, 'recall')}>
              {t('chat:actions.recall')}
            </Button>
          )}
          {can.remove && (
            <Button variant="danger-outline" block onClick={() => onRemove(message, 'delete')}>
              {t('chat:actions.delete')}
            </Button>
          )}
        </div>
      )}
    </BottomSheet>
  );
}
