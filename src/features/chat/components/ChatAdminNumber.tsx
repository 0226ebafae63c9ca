import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { wholeNumberIn } from '../settingsRules';
import { ChatAdminError } from './ChatAdminError';
import './ChatAdmin.css';

export interface ChatAdminNumberProps {
  /** The section's id; the field's is derived from it. */
  id: string;
  title: string;
  hint: string;
  label: string;
  saveText: string;
  /** Said when the typed value is not a whole number in [min, max]; nothing is sent then. */
  invalidText: string;
  value: number;
  min: number;
  max: number;
  onSave: (value: number) => Promise<unknown>;
}

/**
 * One whole-number chat setting (the rate limit, the inactivity threshold) with its save button.
 * A value out of bounds is refused before sending; a refusal from the server is shown under the
 * field, the typed value kept.
 */
export function ChatAdminNumber({ id, title, hint, label, saveText, invalidText, value, min, max, onSave }: ChatAdminNumberProps) {
  const draft = useSignal<string | null>(null);
  const busy = useSignal(false);
  const error = useSignal<unknown>(null);
  const text = draft.value === null ? String(value) : draft.value;
  const field = `${id}-value`;

  const save = (e: Event) => {
    e.preventDefault();
    const n = wholeNumberIn(text, min, max);
    if (n === null) {
      error.value = invalidText;
      return;
    }
    busy.value = true;
    error.value = null;
    onSave(n).then(
      () => {
        busy.value = false;
        draft.value = null;
        toast(t('admin:chat.saved'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        error.value = err;
      },
    );
  };

  return (
    <OptionSection id={id} title={title} hint={hint}>
      <form class="chat-admin__body" onSubmit={save} noValidate>
        <label class="chat-admin__label" for={field}>
          {label}
        </label>
        <div class="chat-admin__inline">
          <input
            id={field}
            class="chat-admin__input chat-admin__input--short"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={error.value !== null ? 'true' : undefined}
            onInput={(e) => {
              draft.value = (e.currentTarget as HTMLInputElement).value;
              if (typeof error.value === 'string') error.value = null;
            }}
          />
          <Button type="submit" loading={busy.value} disabled={busy.value || text.trim() === String(value)}>
            {saveText}
          </Button>
        </div>
        <ChatAdminError error={error.value} />
      </form>
    </OptionSection>
  );
}
