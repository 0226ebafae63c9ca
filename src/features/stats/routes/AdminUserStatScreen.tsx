import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { userStat } from '../model';
import { StatsPeriod } from '../components/StatsPeriod';
import { StatsUserView } from '../components/StatsUserView';

/**
 * `group-admin-user_stat` (§2 admin/user_stat, §7 GET /admin/stat/user): members per day over a
 * period — new, paid, renewed, active, churned — as a chart with series to show or hide, the totals,
 * and the days as a table to download as CSV.
 */
export default function AdminUserStatScreen() {
  const group = useRoute().params.group;
  return (
    <StatsPeriod id="stats-user" group={group} resource={userStat} loadFailed={t('admin_stats:user.load_failed')}>
      {(stat) => <StatsUserView group={group} stat={stat} />}
    </StatsPeriod>
  );
}
