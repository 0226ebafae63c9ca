import { useSignal } from '@preact/signals';
import { dayjs } from '../lib/dates';
import { t } from '../lib/i18n';
import { DateDialogField } from './DateDialogField';
import {
  dateRange,
  defaultDate,
  firstAllowedTime,
  formatDateTime,
  hourOptions,
  isDateString,
  isDateTimeAllowed,
  minuteOptions,
  type DateLimits,
} from './dateLimits';

export interface DateTimePickerProps {
  /** Local time as YYYY-MM-DDTHH:mm (what dayjs parses), or null. */
  value: string | null;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  limits?: DateLimits;
  format?: string;
  disabled?: boolean;
  id?: string;
}

interface Draft {
  date: string;
  hour: number;
  minute: number;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Date plus hour and minute selects. On the first allowed day (today with
 * `minToday`, or the `min` date) earlier hours and minutes are disabled, and a
 * choice that falls out of range moves to the first allowed time.
 */
export function DateTimePicker({
  value,
  onChange,
  label,
  placeholder,
  limits = {},
  format = 'YYYY/MM/DD HH:mm',
  disabled,
  id,
}: DateTimePickerProps) {
  const open = useSignal(false);
  const draft = useSignal<Draft>({ date: '', hour: 0, minute: 0 });
  const title = label || t('widgets:date.choose_date_time');

  // Keeps the draft inside the limits: an hour or minute that just became unavailable moves forward.
  const settle = (next: Draft): Draft => {
    if (!isDateString(next.date) || isDateTimeAllowed(next.date, next.hour, next.minute, limits)) return next;
    const hourOk = !hourOptions(next.date, limits)[next.hour].disabled;
    if (hourOk) {
      const minute = minuteOptions(next.date, next.hour, limits).filter((o) => !o.disabled)[0];
      if (minute) return { ...next, minute: minute.value };
    }
    const first = firstAllowedTime(next.date, limits);
    return first ? { ...next, ...first } : next;
  };

  const show = () => {
    const current = value ? dayjs(value) : null;
    const start =
      current && current.isValid()
        ? { date: current.format('YYYY-MM-DD'), hour: current.hour(), minute: current.minute() }
        : { date: defaultDate(limits), hour: 0, minute: 0 };
    draft.value = settle(start);
    open.value = true;
  };

  const range = dateRange(limits);
  const dateOk = isDateString(draft.value.date);
  const hours = dateOk ? hourOptions(draft.value.date, limits) : [];
  const minutes = dateOk ? minuteOptions(draft.value.date, draft.value.hour, limits) : [];
  const allowed = dateOk && isDateTimeAllowed(draft.value.date, draft.value.hour, draft.value.minute, limits);

  const commit = () => {
    if (!allowed) return;
    onChange(formatDateTime(draft.value.date, draft.value.hour, draft.value.minute));
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
      showUnavailable={!!draft.value.date && !allowed}
    >
      <input
        class="ui-date__input"
        type="date"
        aria-label={t('widgets:date.date')}
        value={draft.value.date}
        min={range.min}
        max={range.max}
        data-autofocus
        onInput={(e) => (draft.value = settle({ ...draft.value, date: e.currentTarget.value }))}
      />
      <div class="ui-date__time">
        <select
          class="ui-date__select"
          aria-label={t('widgets:date.hour')}
          value={String(draft.value.hour)}
          disabled={!dateOk}
          onChange={(e) => (draft.value = settle({ ...draft.value, hour: Number(e.currentTarget.value) }))}
        >
          {hours.map((o) => (
            <option key={o.value} value={String(o.value)} disabled={o.disabled}>
              {pad(o.value)}
            </option>
          ))}
        </select>
        <span class="ui-date__colon" aria-hidden="true">
          :
        </span>
        <select
          class="ui-date__select"
          aria-label={t('widgets:date.minute')}
          value={String(draft.value.minute)}
          disabled={!dateOk}
          onChange={(e) => (draft.value = settle({ ...draft.value, minute: Number(e.currentTarget.value) }))}
        >
          {minutes.map((o) => (
            <option key={o.value} value={String(o.value)} disabled={o.disabled}>
              {pad(o.value)}
            </option>
          ))}
        </select>
      </div>
    </DateDialogField>
  );
}
