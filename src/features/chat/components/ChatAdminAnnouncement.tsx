import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useFollowSaved, useForm } from '../../../ui/useForm';
import { CHAT_ANNOUNCEMENT_MAX } from '../../../../contract/chat';
import { saveChatSettings } from '../model';
import './ChatAdmin.css';

/** §5: an announcement of at most CHAT_ANNOUNCEMENT_MAX characters. */
const lengthRule: Rule = (value) => value.length <= CHAT_ANNOUNCEMENT_MAX || t('admin:chat.announcement.too_long', { max: CHAT_ANNOUNCEMENT_MAX });

/**
 * The pinned announcement (§7 PUT /chat/?announcement=): written with a counter, saved, or removed
 * for everyone (confirmed). Too long is said under the field before sending, a refusal there too,
 * and the text stays as typed.
 */
export function ChatAdminAnnouncement({ group, saved }: { group: string; saved: string }) {
  const form = useForm({ text: saved });
  useFollowSaved(form, { text: saved });
  /** Which button shows the sending: Save, or Remove (also an emptied text saved). */
  const which = useSignal<'save' | 'clear'>('save');
  const text = form.values.text;
  const over = text.length > CHAT_ANNOUNCEMENT_MAX;

  const save = form.submit({
    check: (v) => brokenRules(v, { text: [lengthRule] }),
    send: (v) => saveChatSettings(group, { announcement: v.text.trim() }),
    refusal: (err) => ({ text: err }),
    done: (_, v) => {
      const value = v.text.trim();
      form.reset({ text: value });
      toast(t(value === '' ? 'admin:chat.announcement.cleared' : 'admin:chat.saved'), 'success');
    },
  });

  const clear = form.submit({
    confirm: () => confirm({ message: t('admin:chat.announcement.clear_confirm'), confirmText: t('admin:chat.announcement.clear'), danger: true }),
    send: () => saveChatSettings(group, { announcement: '' }),
    refusal: (err) => ({ text: err }),
    done: () => {
      form.reset({ text: '' });
      toast(t('admin:chat.announcement.cleared'), 'success');
    },
  });

  const count = `${form.fieldId('text')}-count`;
  const field = form.bind('text', { hint: count });
  return (
    <OptionSection id="chat-admin-announcement" title={t('admin:chat.announcement.title')} hint={t('admin:chat.announcement.hint')}>
      <form
        class="chat-admin__body"
        onSubmit={(e) => {
          if (!form.busy) which.value = text.trim() === '' ? 'clear' : 'save';
          save(e);
        }}
        noValidate
      >
        <label class="chat-admin__label" for={form.fieldId('text')}>
          {t('admin:chat.announcement.label')}
        </label>
        <textarea {...field} class="chat-admin__input" rows={3} aria-invalid={over ? 'true' : field['aria-invalid']} />
        <p id={count} class={over ? 'chat-admin__count chat-admin__count--over' : 'chat-admin__count'}>
          {t('admin:chat.announcement.count', { count: text.length, max: CHAT_ANNOUNCEMENT_MAX })}
        </p>
        <FieldError {...form.errorOf('text')} class="chat-admin__error" />
        <div class="chat-admin__actions">
          {saved !== '' && (
            <Button
              variant="danger-outline"
              loading={form.busy && which.value === 'clear'}
              disabled={form.busy}
              onClick={() => {
                which.value = 'clear';
                clear();
              }}
            >
              {t('admin:chat.announcement.clear')}
            </Button>
          )}
          <Button type="submit" loading={form.busy && which.value === 'save'} disabled={form.busy || text.trim() === saved}>
            {t('admin:chat.announcement.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
