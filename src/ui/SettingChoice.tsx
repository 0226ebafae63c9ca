import { useSignal } from '@preact/signals';
import { FieldError } from './FieldError';
import { OptionChoice, type OptionChoiceProps } from './OptionChoice';
import { OptionSection } from './OptionSection';
import { toast } from './toast';
import './SettingChoice.css';

export interface SettingChoiceProps<T extends string> {
  /** The section's id; also the radio group's name. */
  id: string;
  title: string;
  hint?: string;
  options: OptionChoiceProps<T>['options'];
  /** The value as saved. */
  value: T;
  /** The toast once saved. */
  savedText: string;
  onSave: (value: T) => Promise<unknown>;
}

/**
 * One setting of the admin portal picked from a few (who may post, a stream's orientation), saved
 * as it is picked. A refusal puts the saved choice back and says why under it.
 */
export function SettingChoice<T extends string>({ id, title, hint, options, value, savedText, onSave }: SettingChoiceProps<T>) {
  const picked = useSignal<T | null>(null);
  const error = useSignal<unknown>(null);
  const pick = (next: T) => {
    picked.value = next;
    error.value = null;
    onSave(next).then(
      () => {
        picked.value = null;
        toast(savedText, 'success');
      },
      (err: unknown) => {
        picked.value = null;
        error.value = err;
      },
    );
  };
  return (
    <OptionSection id={id} title={title} hint={hint}>
      <OptionChoice name={id} label={title} value={picked.value || value} options={options} onChange={pick} />
      <FieldError error={error.value} class="ui-setting-choice__error" />
    </OptionSection>
  );
}
