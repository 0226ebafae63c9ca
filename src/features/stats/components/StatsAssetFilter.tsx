import { t } from '../../../lib/i18n';
import type { ProfitStatAsset } from '../../../../contract/stats';
import './Stats.css';

export interface StatsAssetFilterProps {
  id: string;
  assets: readonly ProfitStatAsset[];
  /** null: every asset. */
  value: string | null;
  onChange: (assetId: string | null) => void;
}

/** Which asset's income the chart and the table show: all of them, or one. */
export function StatsAssetFilter({ id, assets, value, onChange }: StatsAssetFilterProps) {
  return (
    <div class="stats-filter">
      <label for={id} class="stats-filter__label">
        {t('admin_stats:profit.asset')}
      </label>
      <select id={id} class="stats-filter__select" value={value || ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        <option value="">{t('admin_stats:profit.all_assets')}</option>
        {assets.map((a) => (
          <option key={a.asset_id} value={a.asset_id}>
            {a.symbol}
          </option>
        ))}
      </select>
    </div>
  );
}
