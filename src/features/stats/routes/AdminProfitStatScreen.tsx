import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { profitStat } from '../model';
import { StatsPeriod } from '../components/StatsPeriod';
import { StatsProfitView } from '../components/StatsProfitView';

/**
 * `group-admin-profit_stat` (§2 admin/profit_stat; GET /admin/stat/profit): the group's income per day
 * over a period, by asset and as value in CNY, as a chart with an asset filter, the totals, and the days
 * as a table to download as CSV.
 */
export default function AdminProfitStatScreen() {
  const group = useRoute().params.group;
  return (
    <StatsPeriod id="stats-profit" group={group} resource={profitStat} loadFailed={t('admin_stats:profit.load_failed')}>
      {(stat) => <StatsProfitView group={group} stat={stat} />}
    </StatsPeriod>
  );
}
