import { useSignal } from '@preact/signals';
import { useCallback, useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toastApiError } from '../../../ui/toastApiError';
import { account, hasAdminAuthority } from '../../account';
import type { ChatMessage } from '../../../../contract/chat';
import { lastRead, markRead, openChatRoom, type ChatRoom } from '../model';
import { ChatActionSheet } from './ChatActionSheet';
import { ChatAdminLink } from './ChatAdminLink';
import { ChatAnnouncement } from './ChatAnnouncement';
import { ChatComposer } from './ChatComposer';
import { ChatConnectionBar } from './ChatConnectionBar';
import { ChatMessageList } from './ChatMessageList';
import { ChatModeBanner } from './ChatModeBanner';
import { ChatSkeleton } from './ChatSkeleton';
import '../../../ui/Button.css';
import './ChatRoom.css';

/** The group's chat (§2 conversation): banners on top, the messages, the composer at the bottom. */
export function ChatRoomView({ group }: { group: string }) {
  const room = useSignal<ChatRoom | null>(null);
  const replyTo = useSignal<ChatMessage | null>(null);
  const acting = useSignal<ChatMessage | null>(null);
  // Where "New messages" goes: after what was read when the screen opened, or when the page was last hidden.
  const dividerAfter = useSignal<number | null>(lastRead.value[group] != null ? lastRead.value[group] : null);
  const me = useGroupResource(account, group).data;

  useEffect(() => {
    const opened = openChatRoom(group);
    room.value = opened.room;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') dividerAfter.value = lastRead.value[group] != null ? lastRead.value[group] : null;
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      opened.close();
      room.value = null;
    };
  }, [group, room, dividerAfter]);

  const onActions = useCallback((m: ChatMessage) => (acting.value = m), [acting]);
  const onRead = useCallback((seq: number) => markRead(group, seq), [group]);
  const current = room.value;
  if (!current) return <ChatSkeleton />;

  const connection = current.connection;
  const who = me ? { user_id: me.user_id, role: me.role } : null;
  const state = current.chatState.value;

  const remove = (m: ChatMessage, kind: 'recall' | 'delete') => {
    acting.value = null;
    const asked = kind === 'delete' ? confirm({ message: t('chat:actions.delete_confirm'), danger: true }) : Promise.resolve(true);
    void asked.then((ok) => {
      if (!ok) return;
      void current.remove(m.seq).then((err) => {
        if (err) toastApiError(err);
      });
    });
  };

  let body;
  if (current.load.value === 'error' && current.store.messages.value.length === 0) {
    body = (
      <div class="chat-failure" role="alert">
        <p>
          {t('chat:list.load_failed')} {apiErrorText(current.loadError.value)}
        </p>
        <Button variant="secondary" onClick={() => current.reload()}>
          {t('chat:list.retry')}
        </Button>
      </div>
    );
  } else if (current.load.value === 'loading' && current.store.messages.value.length === 0) {
    body = <ChatSkeleton />;
  } else {
    body = <ChatMessageList room={current} me={who} dividerAfter={dividerAfter.value} onActions={onActions} onRead={onRead} />;
  }

  return (
    <div class="chat-room">
      <div class="chat-room__top">
        <ChatConnectionBar connection={connection} />
        {me && hasAdminAuthority(me.role) && <ChatAdminLink group={group} />}
        {state && <ChatAnnouncement group={group} text={state.announcement} />}
        {state && <ChatModeBanner group={group} state={state} />}
      </div>
      {body}
      {state && !state.can_send ? (
        <p class="chat-composer chat-composer--closed">{t('chat:composer.closed')}</p>
      ) : (
        <ChatComposer room={current} replyTo={replyTo} onSent={() => markRead(group, current.store.latestSeq() || 0)} />
      )}
      <ChatActionSheet
        message={acting.value}
        me={who}
        onClose={() => (acting.value = null)}
        onReply={(m) => {
          acting.value = null;
          replyTo.value = m;
          const input = document.querySelector<HTMLElement>('.chat-composer__input');
          if (input) input.focus();
        }}
        onRemove={remove}
      />
    </div>
  );
}
