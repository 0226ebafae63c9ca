import { useSignal } from '@preact/signals';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { STAT_RANGE_MAX_DAYS, type StatRangeProblem } from '../../../../contract/stats';
import { customRangeProblem, presetOf, presetRange, rangeDays, RANGE_PRESETS, statToday, type RangePreset, type StatRange } from '../range';
import './Stats.css';

type Choice = RangePreset | 'custom';

function problemText(problem: StatRangeProblem): string {
  if (problem === 'too_long') return t('admin_stats:range.problem.too_long', { max: STAT_RANGE_MAX_DAYS });
  return t(`admin_stats:range.problem.${problem}`);
}

export interface StatsRangePickerProps {
  /** Names the controls (two pickers on one page stay apart). */
  id: string;
  range: StatRange;
  onChange: (range: StatRange) => void;
}

/**
 * The period a statistics screen shows: the last 7, 30 or 90 days or year, or a custom first and last
 * day (checked as the server checks them, the reason shown under the dates, what was picked kept).
 */
export function StatsRangePicker({ id, range, onChange }: StatsRangePickerProps) {
  const preset = presetOf(range);
  const choice = useSignal<Choice>(preset || 'custom');
  const start = useSignal<string | null>(range.start);
  const end = useSignal<string | null>(range.end);
  const problem = useSignal<StatRangeProblem | null>(null);

  const pick = (next: Choice) => {
    choice.value = next;
    problem.value = null;
    if (next !== 'custom') {
      const picked = presetRange(next);
      start.value = picked.start;
      end.value = picked.end;
      onChange(picked);
    }
  };
  const apply = () => {
    problem.value = customRangeProblem(start.value, end.value);
    if (!problem.value) onChange({ start: start.value!, end: end.value! });
  };
  const today = statToday();
  const choices: { value: Choice; label: string }[] = RANGE_PRESETS.map((p) => ({ value: p as Choice, label: t(`admin_stats:range.preset.${p}`) }));
  choices.push({ value: 'custom', label: t('admin_stats:range.custom') });

  return (
    <section class="stats-range" aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`} class="stats-range__legend">
          {t('admin_stats:range.legend')}
        </legend>
        <div class="stats-range__choices">
          {choices.map((c) => (
            <label key={c.value} class="stats-range__choice">
              <input type="radio" name={`${id}-preset`} checked={choice.value === c.value} onChange={() => pick(c.value)} />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice.value === 'custom' && (
        <div class="stats-range__custom">
          <div class="stats-range__dates">
            <div class="stats-range__date">
              <span class="stats-range__date-label" aria-hidden="true">
                {t('admin_stats:range.start')}
              </span>
              <DatePicker
                id={`${id}-start`}
                label={t('admin_stats:range.start')}
                value={start.value}
                limits={{ max: end.value || today }}
                onChange={(value) => {
                  start.value = value;
                  problem.value = null;
                }}
              />
            </div>
            <div class="stats-range__date">
              <span class="stats-range__date-label" aria-hidden="true">
                {t('admin_stats:range.end')}
              </span>
              <DatePicker
                id={`${id}-end`}
                label={t('admin_stats:range.end')}
                value={end.value}
                limits={{ min: start.value || undefined, max: today }}
                onChange={(value) => {
                  end.value = value;
                  problem.value = null;
                }}
              />
            </div>
            <Button variant="secondary" onClick={apply}>
              {t('admin_stats:range.apply')}
            </Button>
          </div>
          {problem.value && (
            <p class="stats-range__problem" role="alert">
              {problemText(problem.value)}
            </p>
          )}
        </div>
      )}
      <p class="stats-range__shown">
        {t('admin_stats:range.shown', { from: formatDate(range.start), to: formatDate(range.end), count: rangeDays(range) })}{' '}
        <span class="stats-range__utc">{t('admin_stats:range.utc')}</span>
      </p>
    </section>
  );
}
