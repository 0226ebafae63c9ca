import { t } from '../../../lib/i18n';
import { USER_STAT_SERIES, type UserStatDay } from '../../../../contract/stats';
import type { UserTotals } from '../chart';
import { statToday } from '../range';
import { StatsDayHeader } from './StatsDayHeader';

/** Members by day, oldest first, with the totals in the footer. */
export function StatsUserTable({ days, totals }: { days: readonly UserStatDay[]; totals: UserTotals }) {
  const today = statToday();
  return (
    <table class="stats-table__table">
      <caption class="visually-hidden">{t('admin_stats:user.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin_stats:table.date')}</th>
          {USER_STAT_SERIES.map((s) => (
            <th key={s} scope="col">
              {t(`admin_stats:user.series.${s}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <StatsDayHeader date={d.date} today={today} />
            {USER_STAT_SERIES.map((s) => (
              <td key={s}>{d[s]}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('admin_stats:table.total')}</th>
          {USER_STAT_SERIES.map((s) => (
            <td key={s}>{totals[s]}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
