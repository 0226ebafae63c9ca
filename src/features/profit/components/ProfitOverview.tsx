import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { assetPrices } from '../../order';
import { profitOverview } from '../model';
import { ProfitAssetList } from './ProfitAssetList';
import { ProfitMonthList } from './ProfitMonthList';
import { ProfitPayoutNeeds } from './ProfitPayoutNeeds';
import { ProfitRules } from './ProfitRules';
import { ProfitTotalsCard } from './ProfitTotalsCard';
import './ProfitCards.css';

/** Issue 13 point 4: my totals, what a payout needs, the settlement rule, by asset and by month. */
export function ProfitOverview({ group }: { group: string }) {
  const state = useGroupResource(profitOverview, group);
  const assets = useGroupResource(assetPrices, group).data || [];
  return (
    <ExceptionLoaded
      state={state}
      title={t('profit:totals.load_failed')}
      onRetry={() => profitOverview.refresh(group)}
      skeleton={
        <div class="profit-card">
          <Skeleton lines={4} />
        </div>
      }
    >
      {(overview) => (
        <div class="profit-overview">
          <ProfitTotalsCard totals={overview.totals} assets={assets} label={t('profit:totals.label')} />
          <ProfitPayoutNeeds group={group} />
          <ProfitRules />
          <ProfitAssetList group={group} />
          <ProfitMonthList group={group} months={overview.months} assets={assets} />
        </div>
      )}
    </ExceptionLoaded>
  );
}
