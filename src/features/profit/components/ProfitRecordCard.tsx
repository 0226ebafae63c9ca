import { t } from '../../../lib/i18n';
import { formatAssetAmount, formatDate, formatDateTime, type PricedAsset } from '../../../lib/format';
import { currency } from '../../../lib/settings';
import type { ProfitRecord } from '../../../../contract/profit';
import { profitValue, ratePercent } from '../model';
import { ProfitStateBadge } from './ProfitStateBadge';
import './ProfitCards.css';
import './ProfitRecordCard.css';

interface ProfitRecordCardProps {
  record: ProfitRecord;
  assets: readonly PricedAsset[];
  /** The record's own page; the card's title links there when given. */
  href?: string;
  /** Every field (the record's page), not only the amounts (a month's list). */
  full?: boolean;
}

/** One asset's profit of one source in a month: amounts, value, state; with `full`, how it was earned and when it is paid. */
export function ProfitRecordCard({ record, assets, href, full }: ProfitRecordCardProps) {
  const symbol = record.asset_symbol;
  const amount = (value: string) => `${formatAssetAmount(value, symbol)} ${symbol}`;
  const source = t(`profit:sources.${record.source}`);
  const paid = record.state === 'distributed' || record.state === 'claimed';
  return (
    <article class="profit-card profit-record" data-asset={symbol} data-source={record.source} data-state={record.state}>
      <header class="profit-record__head">
        <h3 class="profit-record__title">
          {href ? (
            <a href={href} aria-label={t('profit:record.open', { asset: symbol, source })}>{symbol}</a>
          ) : symbol}
          <span class="profit-record__source">{source}</span>
        </h3>
        <ProfitStateBadge state={record.state} />
      </header>
      <dl class="profit-pairs">
        {full && <div><dt>{t('profit:record.revenue')}</dt><dd>{amount(record.revenue)}</dd></div>}
        {full && <div><dt>{t('profit:record.reward_rate')}</dt><dd>{t('profit:record.percent', { rate: ratePercent(record.reward_rate) })}</dd></div>}
        <div><dt>{t('profit:record.amount')}</dt><dd>{amount(record.amount)}</dd></div>
        <div><dt>{t('profit:record.tax')}</dt><dd>{amount(record.tax_amount)}</dd></div>
        <div><dt>{t('profit:record.net')}</dt><dd>{amount(record.net_amount)}</dd></div>
        <div>
          <dt>{t('profit:record.claimed')}</dt>
          <dd class={record.state === 'claimed' ? 'profit-pairs__success' : undefined}>{amount(record.claimed_amount)}</dd>
        </div>
        <div><dt>{t('profit:record.value')}</dt><dd>{profitValue(record.value_cny, currency.value, assets)}</dd></div>
        {full && (
          <div>
            <dt>{t(paid ? 'profit:record.payout_on' : 'profit:record.payout_due')}</dt>
            <dd>{formatDate(record.payout_on)}</dd>
          </div>
        )}
        {full && <div><dt>{t('profit:record.created_at')}</dt><dd>{formatDateTime(record.created_at)}</dd></div>}
      </dl>
    </article>
  );
}
