import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
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
  const overview = state.data;
  if (!overview && state.error) {
    return (
      <div class="profit-notice">
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => profitOverview.refresh(group)}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  if (!overview) {
    return (
      <div class="profit-card">
        <Skeleton lines={4} />
      </div>
    );
  }
  return (
    <div class="profit-overview">
      <ProfitTotalsCard totals={overview.totals} assets={assets} label={t('profit:totals.label')} />
      <ProfitPayoutNeeds group={group} />
      <ProfitRules />
      <ProfitAssetList group={group} />
      <ProfitMonthList group={group} months={overview.months} assets={assets} />
    </div>
  );
}
