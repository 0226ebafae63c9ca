import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import type { ChatState } from '../../../../contract/chat';
import { saveChatSettings, stopLecturing } from '../model';
import { ChatAdminError } from './ChatAdminError';
import './ChatAdmin.css';

type Mode = 'free' | 'lecture' | 'mute';
const MODES: Mode[] = ['free', 'lecture', 'mute'];

/**
 * §4 chat modes: free, lecture, mute, picked and applied with one button. During a live stream the
 * mode is locked (the server refuses with 102613): the choices are disabled and the notice says why.
 * While a lecture is on, "Stop lecturing" ends it (confirmed).
 */
export function ChatAdminMode({ group, state }: { group: string; state: ChatState }) {
  const streaming = state.mode === 'streaming';
  const current: Mode | null = streaming ? null : (state.mode as Mode);
  // null: follow the saved mode (it may change elsewhere); a mode: the admin's pick, not applied yet.
  const choice = useSignal<Mode | null>(null);
  const busy = useSignal<'save' | 'stop' | null>(null);
  const error = useSignal<unknown>(null);
  const picked = choice.value || current;

  const apply = () => {
    if (!picked || picked === current) return;
    busy.value = 'save';
    error.value = null;
    saveChatSettings(group, { mode: picked }).then(
      () => {
        busy.value = null;
        choice.value = null;
        toast(t('admin:chat.saved'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        error.value = err;
      },
    );
  };

  const stop = () => {
    void confirm({ message: t('admin:chat.mode.stop_confirm'), confirmText: t('admin:chat.mode.stop') }).then((ok) => {
      if (!ok) return;
      busy.value = 'stop';
      error.value = null;
      stopLecturing(group).then(
        () => {
          busy.value = null;
          choice.value = null;
          toast(t('admin:chat.mode.stopped'), 'success');
        },
        (err: unknown) => {
          busy.value = null;
          error.value = err;
        },
      );
    });
  };

  const lectureOn = state.mode === 'lecture' && !!state.lecturing_or_streaming_started_at;
  return (
    <OptionSection id="chat-admin-mode" title={t('admin:chat.mode.title')} hint={t('admin:chat.mode.hint')}>
      {streaming && <p class="chat-admin__notice" role="status">{t('admin:chat.mode.streaming')}</p>}
      {lectureOn && (
        <div class="chat-admin__lecture">
          <p>{t('admin:chat.mode.lecture_on', { time: formatDateTime(state.lecturing_or_streaming_started_at) })}</p>
          <Button variant="danger-outline" loading={busy.value === 'stop'} disabled={!!busy.value} onClick={stop}>
            {t('admin:chat.mode.stop')}
          </Button>
        </div>
      )}
      <fieldset>
        <legend class="visually-hidden">{t('admin:chat.mode.label')}</legend>
        {MODES.map((mode) => (
          <label key={mode} class={streaming ? 'chat-admin__option chat-admin__option--off' : 'chat-admin__option'}>
            <input type="radio" name="chat-mode" value={mode} checked={picked === mode} disabled={streaming || !!busy.value} onChange={() => (choice.value = mode)} />
            <span class="chat-admin__option-text">
              <span>{t(`admin:chat.mode.${mode}` as 'admin:chat.mode.free')}</span>
              <span class="chat-admin__option-hint">{t(`admin:chat.mode.${mode}_hint` as 'admin:chat.mode.free_hint')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div class="chat-admin__body">
        <ChatAdminError error={error.value} />
        <div class="chat-admin__actions">
          <Button loading={busy.value === 'save'} disabled={streaming || !!busy.value || !picked || picked === current} onClick={apply}>
            {t('admin:chat.mode.save')}
          </Button>
        </div>
      </div>
    </OptionSection>
  );
}
