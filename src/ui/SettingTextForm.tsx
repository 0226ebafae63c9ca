import { Button } from './Button';
import { FieldError } from './FieldError';
import { OptionSection } from './OptionSection';
import { toast } from './toast';
import { useFollowSaved, useForm } from './useForm';
import './SettingTextForm.css';

export interface SettingTextFormProps {
  /** The section's id. */
  id: string;
  title: string;
  hint?: string;
  label: string;
  /** What follows the field, e.g. the unit ("USD"). */
  unit?: string;
  inputMode: 'decimal' | 'numeric';
  /** The value as saved. */
  value: string;
  saveText: string;
  /** The toast once saved. */
  savedText: string;
  /** Why the typed text cannot be saved (a translated sentence), or null; checked before anything is sent. */
  problemOf: (text: string) => string | null;
  /** Saves the trimmed text; a rejection is shown under the field. */
  onSave: (text: string) => Promise<unknown>;
}

/**
 * One typed setting of the admin portal (a least amount, a most count) with its save button. A
 * broken rule is said under the field before anything is sent, a refusal from the server too;
 * either way what was typed stays.
 */
export function SettingTextForm({ id, title, hint, label, unit, inputMode, value, saveText, savedText, problemOf, onSave }: SettingTextFormProps) {
  const form = useForm({ text: value });
  useFollowSaved(form, { text: value });
  const text = form.values.text;
  const save = form.submit({
    check: (v) => ({ text: problemOf(v.text) ?? undefined }),
    send: (v) => onSave(v.text.trim()),
    refusal: (error) => ({ text: error }),
    done: (_, v) => {
      form.reset({ text: v.text.trim() });
      toast(savedText, 'success');
    },
  });

  return (
    <OptionSection id={id} title={title} hint={hint}>
      <form class="ui-setting" onSubmit={save} noValidate>
        <label class="ui-setting__label" for={form.fieldId('text')}>
          {label}
        </label>
        <div class="ui-setting__row">
          <input {...form.bind('text')} class="ui-setting__input" type="text" inputMode={inputMode} autoComplete="off" />
          {unit && <span class="ui-setting__unit">{unit}</span>}
          <Button type="submit" loading={form.busy} disabled={text.trim() === value}>
            {saveText}
          </Button>
        </div>
        <FieldError {...form.errorOf('text')} class="ui-setting__error" />
      </form>
    </OptionSection>
  );
}
