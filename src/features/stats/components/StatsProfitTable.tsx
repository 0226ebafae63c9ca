import { formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ProfitStatAsset } from '../../../../contract/stats';
import type { ProfitRow, ProfitTotals } from '../chart';
import { statToday } from '../range';
import { StatsDayHeader } from './StatsDayHeader';

export interface StatsProfitTableProps {
  rows: readonly ProfitRow[];
  assets: readonly ProfitStatAsset[];
  totals: ProfitTotals;
}

/** Income by day, oldest first: each asset's amount, the paid orders and their value in CNY; totals in the footer. */
export function StatsProfitTable({ rows, assets, totals }: StatsProfitTableProps) {
  const today = statToday();
  return (
    <table class="stats-table__table">
      <caption class="visually-hidden">{t('admin_stats:profit.table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin_stats:table.date')}</th>
          {assets.map((a) => (
            <th key={a.asset_id} scope="col">
              {a.symbol}
            </th>
          ))}
          <th scope="col">{t('admin_stats:profit.orders')}</th>
          <th scope="col">{t('admin_stats:profit.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.date}>
            <StatsDayHeader date={r.date} today={today} />
            {assets.map((a) => (
              <td key={a.asset_id}>{formatAssetAmount(r.amounts[a.asset_id]!, a)}</td>
            ))}
            <td>{r.orders}</td>
            <td>{r.value_cny}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('admin_stats:table.total')}</th>
          {assets.map((a) => (
            <td key={a.asset_id}>{formatAssetAmount(totals.amounts[a.asset_id]!, a)}</td>
          ))}
          <td>{totals.orders}</td>
          <td>{totals.value_cny}</td>
        </tr>
      </tfoot>
    </table>
  );
}
