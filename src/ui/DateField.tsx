import { Icon } from './Icon';
import './DateField.css';

export interface DateFieldProps {
  label: string;
  /** The formatted value, or empty for the placeholder. */
  text: string;
  placeholder: string;
  disabled?: boolean;
  id?: string;
  onOpen: () => void;
}

/** The tappable field a date picker shows in a form; it opens the picker dialog. */
export function DateField({ label, text, placeholder, disabled, id, onOpen }: DateFieldProps) {
  return (
    <button
      id={id}
      type="button"
      class="ui-date-field"
      aria-haspopup="dialog"
      aria-label={`${label}: ${text || placeholder}`}
      disabled={disabled}
      onClick={onOpen}
    >
      <span class={text ? undefined : 'ui-date-field__placeholder'}>{text || placeholder}</span>
      <Icon name="chevron" size={16} />
    </button>
  );
}
