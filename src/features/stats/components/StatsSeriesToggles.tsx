import { t } from '../../../lib/i18n';
import { USER_STAT_SERIES, type UserStatSeries } from '../../../../contract/stats';
import { StatsSwatch } from './StatsSwatch';
import './Stats.css';

export interface StatsSeriesTogglesProps {
  shown: readonly UserStatSeries[];
  onChange: (shown: UserStatSeries[]) => void;
}

/** Which of the member series the chart draws; each named beside its line's colour and dash (the chart's key). */
export function StatsSeriesToggles({ shown, onChange }: StatsSeriesTogglesProps) {
  const toggle = (series: UserStatSeries, on: boolean) =>
    onChange(USER_STAT_SERIES.filter((s) => (s === series ? on : shown.indexOf(s) >= 0)));
  return (
    <fieldset>
      <legend class="visually-hidden">{t('admin_stats:user.series_legend')}</legend>
      <div class="stats-series">
        {USER_STAT_SERIES.map((s, slot) => (
          <label key={s} class="stats-series__item">
            <input type="checkbox" checked={shown.indexOf(s) >= 0} onChange={(e) => toggle(s, e.currentTarget.checked)} />
            <StatsSwatch slot={slot} />
            <span>{t(`admin_stats:user.series.${s}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
