import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { locale } from '../../../lib/settings';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { assetPrices } from '../../order';
import { detailKey, formatProfitMonth, profitDetails } from '../model';
import { ProfitRecordCard } from './ProfitRecordCard';
import { ProfitStateBadge } from './ProfitStateBadge';
import { ProfitTaxBreakdown } from './ProfitTaxBreakdown';
import { ProfitTotalsCard } from './ProfitTotalsCard';
import './ProfitCards.css';
import './ProfitMonthView.css';

interface ProfitMonthViewProps {
  group: string;
  date: string | null;
  /** One asset's records (the record's page); every asset's when null (the month's page). */
  assetId?: string | null;
}

/** A month's page (`profit/month?date`) or a record's (`profit/detail?date&asset_id`): totals, tax, records. */
export function ProfitMonthView({ group, date, assetId = null }: ProfitMonthViewProps) {
  const key = detailKey(date, assetId);
  const state = useResource(profitDetails, group, key);
  const assets = useGroupResource(assetPrices, group).data || [];
  const allMonths = (
    <a class="profit-month__back" href={to('group-profit', { group })}>{t('profit:month.all_months')}</a>
  );
  const detail = state.data;
  // Not ExceptionLoaded: a month without profit is a 404 here, which offers Retry and "All months",
  // not the way home, and an unreadable date has no load at all.
  if (!key || (!detail && state.error)) {
    return (
      <div class="profit-notice">
        <p role="alert">{key ? apiErrorText(state.error) : t('profit:month.invalid')}</p>
        {key && <Button variant="secondary" onClick={() => profitDetails.refresh(group, key)}>{t('common:actions.retry')}</Button>}
        <p>{allMonths}</p>
      </div>
    );
  }
  if (!detail) {
    return (
      <div class="profit-card">
        <Skeleton lines={5} />
      </div>
    );
  }
  const name = formatProfitMonth(detail.month, locale.value);
  return (
    <div class="profit-month">
      <header class="profit-month__head">
        <h2 class="profit-month__name">{name}</h2>
        <ProfitStateBadge state={detail.state} />
      </header>
      {!assetId && <ProfitTotalsCard totals={detail.totals} assets={assets} label={name} />}
      <section aria-label={t('profit:month.records')}>
        {detail.records.map((record) => (
          <ProfitRecordCard
            key={`${record.asset_id}:${record.source}`}
            record={record}
            assets={assets}
            full={!!assetId}
            href={assetId ? undefined : to('group-profit-detail', { group }, { date: detail.month, asset_id: record.asset_id })}
          />
        ))}
      </section>
      <ProfitTaxBreakdown tax={detail.tax} />
      <p class="profit-month__links">
        {assetId && <a class="profit-month__back" href={to('group-profit-month', { group }, { date: detail.month })}>{name}</a>}
        {allMonths}
      </p>
    </div>
  );
}
