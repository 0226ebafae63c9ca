import { useSignal } from '@preact/signals';
import { dayjs } from '../lib/dates';
import { t } from '../lib/i18n';
import { DateDialogField } from './DateDialogField';
import { dateRange, defaultDate, isDateAllowed, type DateLimits } from './dateLimits';

export interface DatePickerProps {
  /** YYYY-MM-DD, or null when nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** Names the field and titles the dialog. */
  label?: string;
  placeholder?: string;
  limits?: DateLimits;
  /** dayjs display format of the field. */
  format?: string;
  disabled?: boolean;
  id?: string;
}

/** A date field opening a 400 px dialog with the platform's date input, limited by `limits`. */
export function DatePicker({ value, onChange, label, placeholder, limits = {}, format = 'YYYY/MM/DD', disabled, id }: DatePickerProps) {
  const open = useSignal(false);
  const draft = useSignal('');
  const title = label || t('widgets:date.choose_date');

  const show = () => {
    draft.value = value || defaultDate(limits);
    open.value = true;
  };
  const range = dateRange(limits);
  const allowed = isDateAllowed(draft.value, limits);
  const commit = () => {
    if (!allowed) return;
    onChange(draft.value);
    open.value = false;
  };

  return (
    <DateDialogField
      id={id}
      title={title}
      text={value ? dayjs(value).format(format) : ''}
      placeholder={placeholder}
      disabled={disabled}
      open={open.value}
      onOpen={show}
      onClose={() => (open.value = false)}
      allowed={allowed}
      onCommit={commit}
      showUnavailable={!!draft.value && !allowed}
    >
      <input
        class="ui-date__input"
        type="date"
        aria-label={t('widgets:date.date')}
        value={draft.value}
        min={range.min}
        max={range.max}
        data-autofocus
        onInput={(e) => (draft.value = e.currentTarget.value)}
      />
    </DateDialogField>
  );
}
