import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** A day's row header; today's says its figures are so far (the day is not over). */
export function StatsDayHeader({ date, today }: { date: string; today: string }) {
  return (
    <th scope="row">
      {formatDate(date)}
      {date === today && <span class="stats-table__today">{t('admin_stats:table.today')}</span>}
    </th>
  );
}
