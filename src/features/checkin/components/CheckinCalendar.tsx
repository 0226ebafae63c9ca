import { useSignal } from '@preact/signals';
import { dayjs } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import type { CheckinActivityDetail } from '../../../../contract/checkin';
import { addDays, calendarMonth, monthOf, monthRange, shiftMonth, todayIn, type CheckinDay } from '../calendar';
import './CheckinCalendar.css';

// Any Monday: the weekday names of the header, in the interface language.
const A_MONDAY = '2024-01-01';

function dayLabel(cell: CheckinDay): string {
  const date = formatDate(cell.day);
  if (cell.state === 'done') return t('checkin:calendar.day_done', { date });
  if (cell.state === 'open') return t('checkin:calendar.day_open', { date });
  if (cell.state === 'missed') return t('checkin:calendar.day_missed', { date });
  if (cell.state === 'patchable') return t('checkin:calendar.patch_day', { date });
  return cell.today ? t('checkin:calendar.day_today', { date }) : date;
}

/**
 * The month calendar of the member's check-ins (Monday first, in the task's clock): today outlined,
 * done days filled, missed days the member may still patch marked and tappable (`onPatch` opens the
 * composer for that period). Moves a month at a time, from the task's first month to this one.
 */
export function CheckinCalendar({ activity, onPatch }: { activity: CheckinActivityDetail; onPatch: (period: string) => void }) {
  const today = todayIn(activity.utc_offset_minutes);
  const range = monthRange(activity.first_period, today);
  const month = useSignal(monthOf(today) < range.from ? range.from : monthOf(today));
  const shown = month.value < range.from ? range.from : month.value > range.to ? range.to : month.value;
  const { me } = activity;
  const weeks = calendarMonth(shown, {
    type: activity.type,
    firstPeriod: activity.first_period,
    today,
    currentPeriod: me.current_period,
    postedPeriods: me.posted_periods,
    canPatch: me.can_patch,
    patchFrom: me.patch_from,
    joined: me.joined,
  });
  const anyPatchable = weeks.some((week) => week.some((cell) => !!cell && cell.state === 'patchable'));
  const title = dayjs(`${shown}-01`).format(t('checkin:calendar.month_format'));

  return (
    <section class="checkin-calendar" aria-labelledby="checkin-calendar-title">
      <div class="checkin-calendar__bar">
        <button
          type="button"
          class="ui-icon-btn"
          aria-label={t('checkin:calendar.prev')}
          disabled={shown <= range.from}
          onClick={() => (month.value = shiftMonth(shown, -1))}
        >
          <Icon name="back" />
        </button>
        <h2 id="checkin-calendar-title" class="checkin-calendar__title" aria-live="polite">
          <span class="visually-hidden">{t('checkin:calendar.label')}, </span>
          {title}
        </h2>
        <button
          type="button"
          class="ui-icon-btn"
          aria-label={t('checkin:calendar.next')}
          disabled={shown >= range.to}
          onClick={() => (month.value = shiftMonth(shown, 1))}
        >
          <Icon name="chevron" />
        </button>
      </div>
      <table class="checkin-calendar__grid">
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((i) => {
              const day = dayjs(addDays(A_MONDAY, i));
              return (
                <th key={i} scope="col" abbr={day.format('dddd')}>
                  {day.format('dd')}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => (
                <td key={d}>
                  {cell &&
                    (cell.state === 'patchable' ? (
                      <button
                        type="button"
                        class={`checkin-day checkin-day--patchable${cell.today ? ' checkin-day--today' : ''}`}
                        aria-label={dayLabel(cell)}
                        onClick={() => onPatch(cell.period!)}
                      >
                        {Number(cell.day.slice(8))}
                      </button>
                    ) : (
                      <span class={`checkin-day checkin-day--${cell.state}${cell.today ? ' checkin-day--today' : ''}`}>
                        <span aria-hidden="true">{Number(cell.day.slice(8))}</span>
                        <span class="visually-hidden">{dayLabel(cell)}</span>
                      </span>
                    ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul class="checkin-calendar__legend" aria-hidden="true">
        <li>
          <span class="checkin-day checkin-day--done checkin-day--key" />
          {t('checkin:calendar.done')}
        </li>
        <li>
          <span class="checkin-day checkin-day--today checkin-day--key" />
          {t('checkin:calendar.today')}
        </li>
        {anyPatchable && (
          <li>
            <span class="checkin-day checkin-day--patchable checkin-day--key" />
            {t('checkin:calendar.patchable')}
          </li>
        )}
      </ul>
    </section>
  );
}
