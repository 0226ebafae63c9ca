import { useState } from 'preact/hooks';
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
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const title = label || t('widgets:date.choose_date');

  const show = () => {
    setDraft(value || defaultDate(limits));
    setOpen(true);
  };
  const range = dateRange(limits);
  const allowed = isDateAllowed(draft, limits);
  const commit = () => {
    if (!allowed) return;
    onChange(draft);
    setOpen(false);
  };

  return (
    <DateDialogField
      id={id}
      title={title}
      text={value ? dayjs(value).format(format) : ''}
      placeholder={placeholder}
      disabled={disabled}
      open={open}
      onOpen={show}
      onClose={() => setOpen(false)}
      allowed={allowed}
      onCommit={commit}
      showUnavailable={!!draft && !allowed}
    >
      <input
        class="ui-date__input"
        type="date"
        aria-label={t('widgets:date.date')}
        value={draft}
        min={range.min}
        max={range.max}
        data-autofocus
        onInput={(e) => setDraft(e.currentTarget.value)}
      />
    </DateDialogField>
  );
}
