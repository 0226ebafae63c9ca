import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { currency } from '../../../lib/settings';
import type { ProfitTotals } from '../../../../contract/profit';
import { profitValue } from '../model';
import './ProfitCards.css';

/** Totals in the member's currency: net after tax first, then what makes it up. */
export function ProfitTotalsCard({ totals, assets, label }: { totals: ProfitTotals; assets: readonly PricedAsset[]; label: string }) {
  const value = (cny: string) => profitValue(cny, currency.value, assets);
  return (
    <section class="profit-card profit-totals" aria-label={label}>
      <p class="profit-totals__label">{label}</p>
      <p class="profit-totals__net">
        <span class="profit-totals__net-value" data-testid="profit-net">{value(totals.net_cny)}</span>
        <span class="profit-totals__net-label">{t('profit:totals.net')}</span>
      </p>
      <dl class="profit-pairs">
        <div><dt>{t('profit:totals.gross')}</dt><dd>{value(totals.value_cny)}</dd></div>
        <div><dt>{t('profit:totals.tax')}</dt><dd>{value(totals.tax_cny)}</dd></div>
        <div><dt>{t('profit:totals.claimed')}</dt><dd class="profit-pairs__success">{value(totals.claimed_cny)}</dd></div>
        <div><dt>{t('profit:totals.unclaimed')}</dt><dd class="profit-pairs__warning">{value(totals.unclaimed_cny)}</dd></div>
      </dl>
    </section>
  );
}
