import { t } from '../../../lib/i18n';
import { formatAssetAmount } from '../../../lib/format';
import { useGroupResource } from '../../../lib/resource';
import { profitRevenue } from '../model';
import './ProfitCards.css';

const amount = (value: string, symbol: string) => `${formatAssetAmount(value, symbol)} ${symbol}`;

/** My profit by asset over every month (GET /profits/revenue); nothing while it loads or has none. */
export function ProfitAssetList({ group }: { group: string }) {
  const revenue = useGroupResource(profitRevenue, group).data;
  if (!revenue || revenue.assets.length === 0) return null;
  return (
    <section class="profit-card" aria-labelledby="profit-assets-title">
      <h2 id="profit-assets-title" class="profit-card__title">{t('profit:assets.title')}</h2>
      <ul class="profit-assets">
        {revenue.assets.map((a) => (
          <li key={a.asset_id}>
            <span class="profit-assets__amount">{amount(a.amount, a.asset_symbol)}</span>
            <span class="profit-assets__line">
              {t('profit:assets.line', { tax: amount(a.tax_amount, a.asset_symbol), claimed: amount(a.claimed_amount, a.asset_symbol) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
