import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { USER_STAT_SERIES, type UserStat, type UserStatSeries } from '../../../../contract/stats';
import { fillUserDays, peakOf, userChartData, userTotals } from '../chart';
import { downloadCsv } from '../model';
import { userCsvRows } from '../tables';
import { StatsChartCard } from './StatsChartCard';
import { StatsSeriesToggles } from './StatsSeriesToggles';
import { StatsTableFrame } from './StatsTableFrame';
import { StatsTotals } from './StatsTotals';
import { StatsUserTable } from './StatsUserTable';

const seriesLabel = (s: UserStatSeries) => t(`admin_stats:user.series.${s}`);

/** A period's member statistics: the totals, the chart with its series toggles, the table of days. */
export function StatsUserView({ group, stat }: { group: string; stat: UserStat }) {
  const shown = useSignal<UserStatSeries[]>([...USER_STAT_SERIES]);
  const days = useMemo(() => fillUserDays(stat), [stat]);
  const totals = useMemo(() => userTotals(days), [days]);
  const data = useMemo(() => userChartData(days, shown.value), [days, shown.value]);
  const series = useMemo(() => {
    const on = USER_STAT_SERIES.filter((s) => shown.value.indexOf(s) >= 0);
    // Active members run to hundreds while the others count a few a day: beside them, active gets the right-hand axis.
    return on.map((s) => ({ label: seriesLabel(s), slot: USER_STAT_SERIES.indexOf(s), right: s === 'active' && on.length > 1 }));
  }, [shown.value]);
  const peak = peakOf(days, (d) => d.new);
  const summary = t('admin_stats:user.summary', {
    from: formatDate(stat.start),
    to: formatDate(stat.end),
    count: days.length,
    new: totals.new,
    paid: totals.paid,
    renewed: totals.renewed,
    churned: totals.churned,
    active: totals.activeAverage,
    peak: peak ? formatDate(peak.date) : '–',
    peak_new: peak ? peak.new : 0,
  });
  const download = () => {
    const header = { date: t('admin_stats:table.date'), series: { new: seriesLabel('new'), paid: seriesLabel('paid'), renewed: seriesLabel('renewed'), active: seriesLabel('active'), churned: seriesLabel('churned') } };
    downloadCsv(group, 'members', stat, userCsvRows(days, header));
  };

  return (
    <>
      <StatsTotals
        id="stats-user-totals"
        title={t('admin_stats:user.totals')}
        items={[
          { label: seriesLabel('new'), value: totals.new },
          { label: seriesLabel('paid'), value: totals.paid },
          { label: seriesLabel('renewed'), value: totals.renewed },
          { label: seriesLabel('churned'), value: totals.churned },
          { label: t('admin_stats:user.active_average'), value: totals.activeAverage },
        ]}
        about={t('admin_stats:user.about')}
      />
      <StatsChartCard
        id="stats-user-chart"
        title={t('admin_stats:user.chart')}
        summary={summary}
        data={data}
        series={series}
        controls={<StatsSeriesToggles shown={shown.value} onChange={(next) => (shown.value = next)} />}
      />
      <StatsTableFrame id="stats-user-table" title={t('admin_stats:user.table')} onDownload={download}>
        <StatsUserTable days={days} totals={totals} />
      </StatsTableFrame>
    </>
  );
}
