import { t } from '../../../lib/i18n';
import { brokenRules } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useFollowSaved, useForm } from '../../../ui/useForm';
import { wholeNumberIn } from '../settingsRules';
import './ChatAdmin.css';

export interface ChatAdminNumberProps {
  /** The section's id. */
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
 * A value out of bounds is refused under the field before sending; a refusal from the server is
 * shown there too, the typed value kept.
 */
export function ChatAdminNumber({ id, title, hint, label, saveText, invalidText, value, min, max, onSave }: ChatAdminNumberProps) {
  const form = useForm({ text: String(value) });
  useFollowSaved(form, { text: String(value) });
  const text = form.values.text;
  const numberOf = (typed: string) => wholeNumberIn(typed, min, max);

  const save = form.submit({
    check: (v) => brokenRules(v, { text: [(typed) => numberOf(typed) !== null || invalidText] }),
    send: (v) => onSave(numberOf(v.text) as number),
    refusal: (err) => ({ text: err }),
    done: (_, v) => {
      form.reset({ text: String(numberOf(v.text)) });
      toast(t('admin:chat.saved'), 'success');
    },
  });

  return (
    <OptionSection id={id} title={title} hint={hint}>
      <form class="chat-admin__body" onSubmit={save} noValidate>
        <label class="chat-admin__label" for={form.fieldId('text')}>
          {label}
        </label>
        <div class="chat-admin__inline">
          <input {...form.bind('text')} class="chat-admin__input chat-admin__input--short" type="text" inputMode="numeric" autoComplete="off" />
          <Button type="submit" loading={form.busy} disabled={form.busy || text.trim() === String(value)}>
            {saveText}
          </Button>
        </div>
        <FieldError {...form.errorOf('text')} class="chat-admin__error" />
      </form>
    </OptionSection>
  );
}
