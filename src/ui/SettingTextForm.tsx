import { useSignal } from '@preact/signals';
import { Button } from './Button';
import { FieldError } from './FieldError';
import { OptionSection } from './OptionSection';
import { toast } from './toast';
import './SettingTextForm.css';

export interface SettingTextFormProps {
  /** The section's id; the field's and its error's are derived from it. */
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
  const draft = useSignal<string | null>(null);
  const busy = useSignal(false);
  const error = useSignal<unknown>(null);
  const text = draft.value === null ? value : draft.value;
  const field = `${id}-field`;
  const errorId = `${id}-error`;

  const save = (e: Event) => {
    e.preventDefault();
    const problem = problemOf(text);
    if (problem !== null) {
      error.value = problem;
      return;
    }
    busy.value = true;
    error.value = null;
    onSave(text.trim()).then(
      () => {
        busy.value = false;
        draft.value = null;
        toast(savedText, 'success');
      },
      (err: unknown) => {
        busy.value = false;
        error.value = err;
      },
    );
  };

  return (
    <OptionSection id={id} title={title} hint={hint}>
      <form class="ui-setting" onSubmit={save} noValidate>
        <label class="ui-setting__label" for={field}>
          {label}
        </label>
        <div class="ui-setting__row">
          <input
            id={field}
            class="ui-setting__input"
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            value={text}
            aria-invalid={error.value !== null ? 'true' : undefined}
            aria-describedby={error.value !== null ? errorId : undefined}
            onInput={(e) => {
              draft.value = (e.currentTarget as HTMLInputElement).value;
              if (typeof error.value === 'string') error.value = null;
            }}
          />
          {unit && <span class="ui-setting__unit">{unit}</span>}
          <Button type="submit" loading={busy.value} disabled={text.trim() === value}>
            {saveText}
          </Button>
        </div>
        <FieldError id={errorId} error={error.value} class="ui-setting__error" />
      </form>
    </OptionSection>
  );
}
