import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { formatAssetAmount, formatDate, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ProfitStat } from '../../../../contract/stats';
import { filteredAssets, peakOf, profitChartData, profitRows, profitTotals } from '../chart';
import { downloadCsv } from '../model';
import { profitCsvRows } from '../tables';
import { StatsAssetFilter } from './StatsAssetFilter';
import { StatsChartCard } from './StatsChartCard';
import { StatsProfitTable } from './StatsProfitTable';
import { StatsTableFrame } from './StatsTableFrame';
import { StatsTotals } from './StatsTotals';

/** A period's income: the totals, the chart of each asset's value in CNY (one asset, or all), the table of days. */
export function StatsProfitView({ group, stat }: { group: string; stat: ProfitStat }) {
  const picked = useSignal<string | null>(null);
  // An asset with no income in this period is not offered: the filter falls back to all.
  const assetId = picked.value && stat.assets.some((a) => a.asset_id === picked.value) ? picked.value : null;
  const assets = useMemo(() => filteredAssets(stat, assetId), [stat, assetId]);
  const rows = useMemo(() => profitRows(stat, assets), [stat, assets]);
  const totals = useMemo(() => profitTotals(rows, assets), [rows, assets]);
  const data = useMemo(() => profitChartData(stat, rows, assets), [stat, rows, assets]);
  const series = useMemo(() => assets.map((a) => ({ label: a.symbol, slot: stat.assets.indexOf(a) })), [stat, assets]);

  const from = formatDate(stat.start);
  const to = formatDate(stat.end);
  const peak = peakOf(rows, (r) => Number(r.value_cny));
  const summary = peak
    ? t('admin_stats:profit.summary', {
      from, to, orders: totals.orders, value: formatMoney(totals.value_cny, 'cny'), peak: formatDate(peak.date), peak_value: formatMoney(peak.value_cny, 'cny'),
    })
    : t('admin_stats:profit.summary_none', { from, to });
  const download = () => {
    const header = { date: t('admin_stats:table.date'), orders: t('admin_stats:profit.orders'), value: t('admin_stats:profit.value') };
    downloadCsv(group, 'income', stat, profitCsvRows(rows, assets, header));
  };

  return (
    <>
      <StatsTotals
        id="stats-profit-totals"
        title={t('admin_stats:profit.totals')}
        items={[
          { label: t('admin_stats:profit.value'), value: formatMoney(totals.value_cny, 'cny'), wide: true },
          { label: t('admin_stats:profit.orders'), value: totals.orders },
          ...assets.map((a) => ({ label: a.symbol, value: formatAssetAmount(totals.amounts[a.asset_id]!, a) })),
        ]}
        about={t('admin_stats:profit.about')}
      />
      <StatsChartCard
        id="stats-profit-chart"
        title={t('admin_stats:profit.chart')}
        summary={summary}
        data={data}
        series={series}
        controls={<StatsAssetFilter id="stats-profit-asset" assets={stat.assets} value={assetId} onChange={(next) => (picked.value = next)} />}
      />
      <StatsTableFrame id="stats-profit-table" title={t('admin_stats:profit.table')} onDownload={download}>
        <StatsProfitTable rows={rows} assets={assets} totals={totals} />
      </StatsTableFrame>
    </>
  );
}
