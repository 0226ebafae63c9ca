import { t } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import type { ProfitTax } from '../../../../contract/profit';
import { ratePercent } from '../model';
import './ProfitCards.css';

const cny = (value: string) => formatMoney(value, 'cny');

/** How a month's income tax was worked out (the rule is in CNY, so the figures are too); null while the month runs. */
export function ProfitTaxBreakdown({ tax }: { tax: ProfitTax | null }) {
  return (
    <section class="profit-card" aria-labelledby="profit-tax-title">
      <h2 id="profit-tax-title" class="profit-card__title">{t('profit:month.tax_title')}</h2>
      {tax ? (
        <dl class="profit-pairs" data-basis={tax.basis}>
          <div><dt>{t('profit:month.income')}</dt><dd>{cny(tax.income_cny)}</dd></div>
          <div>
            <dt>{t('profit:month.taxable')}</dt>
            <dd>{cny(tax.taxable_cny)}<br /><small>{t(`profit:month.basis.${tax.basis}`)}</small></dd>
          </div>
          {tax.basis !== 'exempt' && (
            <div>
              <dt>{t('profit:month.rate')}</dt>
              <dd>{t('profit:month.rate_value', { rate: ratePercent(tax.rate), deduction: cny(tax.deduction_cny) })}</dd>
            </div>
          )}
          <div><dt>{t('profit:month.tax')}</dt><dd data-testid="profit-month-tax">{cny(tax.tax_cny)}</dd></div>
        </dl>
      ) : (
        <p class="profit-rules">{t('profit:month.tax_pending')}</p>
      )}
    </section>
  );
}
