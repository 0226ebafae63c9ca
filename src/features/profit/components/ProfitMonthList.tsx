import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { to } from '../../../lib/paths';
import { currency, locale } from '../../../lib/settings';
import type { ProfitMonthSummary } from '../../../../contract/profit';
import { formatProfitMonth, profitValue } from '../model';
import { ProfitStateBadge } from './ProfitStateBadge';
import './ProfitMonthList.css';

/** The months, newest first: each its net value, assets and state, opening the month. */
export function ProfitMonthList({ group, months, assets }: { group: string; months: ProfitMonthSummary[]; assets: readonly PricedAsset[] }) {
  return (
    <section class="profit-months" aria-labelledby="profit-months-title">
      <h2 id="profit-months-title" class="profit-months__title">{t('profit:months.title')}</h2>
      {months.length === 0 ? (
        <p class="profit-months__empty">{t('profit:months.empty')}</p>
      ) : (
        <ul class="profit-months__list">
          {months.map((m) => (
            <li key={m.month} data-month={m.month}>
              <a class="profit-months__row" href={to('group-profit-month', { group }, { date: m.month })}>
                <span class="profit-months__main">
                  <span class="profit-months__name">{formatProfitMonth(m.month, locale.value)}</span>
                  <span class="profit-months__assets">{m.assets.join(' · ')}</span>
                </span>
                <span class="profit-months__side">
                  <span class="profit-months__value">
                    {t('profit:months.net', { value: profitValue(m.totals.net_cny, currency.value, assets) })}
                  </span>
                  <ProfitStateBadge state={m.state} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
