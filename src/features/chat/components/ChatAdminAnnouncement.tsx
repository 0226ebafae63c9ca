import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { CHAT_ANNOUNCEMENT_MAX } from '../../../../contract/chat';
import { saveChatSettings } from '../model';
import { ChatAdminError } from './ChatAdminError';
import './ChatAdmin.css';

/**
 * The pinned announcement (§7 PUT /chat/?announcement=): written with a counter, saved, or removed
 * for everyone (confirmed). A refusal is shown under the field and the text stays as typed.
 */
export function ChatAdminAnnouncement({ group, saved }: { group: string; saved: string }) {
  const draft = useSignal<string | null>(null);
  const busy = useSignal<'save' | 'clear' | null>(null);
  const error = useSignal<unknown>(null);
  const text = draft.value === null ? saved : draft.value;
  const over = text.length > CHAT_ANNOUNCEMENT_MAX;

  const send = (value: string, which: 'save' | 'clear') => {
    busy.value = which;
    error.value = null;
    saveChatSettings(group, { announcement: value }).then(
      () => {
        busy.value = null;
        draft.value = null;
        toast(t(which === 'save' ? 'admin:chat.saved' : 'admin:chat.announcement.cleared'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        error.value = err;
      },
    );
  };

  const save = (e: Event) => {
    e.preventDefault();
    if (over) {
      error.value = t('admin:chat.announcement.too_long', { max: CHAT_ANNOUNCEMENT_MAX });
      return;
    }
    const value = text.trim();
    send(value, value === '' ? 'clear' : 'save');
  };

  const clear = () => {
    void confirm({ message: t('admin:chat.announcement.clear_confirm'), confirmText: t('admin:chat.announcement.clear'), danger: true }).then(
      (ok) => {
        if (ok) send('', 'clear');
      },
    );
  };

  const invalid = error.value !== null;
  return (
    <OptionSection id="chat-admin-announcement" title={t('admin:chat.announcement.title')} hint={t('admin:chat.announcement.hint')}>
      <form class="chat-admin__body" onSubmit={save} noValidate>
        <label class="chat-admin__label" for="chat-admin-announcement-text">
          {t('admin:chat.announcement.label')}
        </label>
        <textarea
          id="chat-admin-announcement-text"
          class="chat-admin__input"
          rows={3}
          value={text}
          aria-invalid={invalid || over ? 'true' : undefined}
          aria-describedby="chat-admin-announcement-count"
          onInput={(e) => {
            draft.value = (e.currentTarget as HTMLTextAreaElement).value;
            if (typeof error.value === 'string') error.value = null;
          }}
        />
        <p id="chat-admin-announcement-count" class={over ? 'chat-admin__count chat-admin__count--over' : 'chat-admin__count'}>
          {t('admin:chat.announcement.count', { count: text.length, max: CHAT_ANNOUNCEMENT_MAX })}
        </p>
        <ChatAdminError error={error.value} />
        <div class="chat-admin__actions">
          {saved !== '' && (
            <Button variant="danger-outline" loading={busy.value === 'clear'} disabled={!!busy.value} onClick={clear}>
              {t('admin:chat.announcement.clear')}
            </Button>
          )}
          <Button type="submit" loading={busy.value === 'save'} disabled={!!busy.value || text.trim() === saved}>
            {t('admin:chat.announcement.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
