import { t } from '../../../lib/i18n';
import './ProfitCards.css';

/** §9: settled monthly after income tax, paid on the 1st, the CNY part around the 25th; and the tax rule. */
export function ProfitRules() {
  return (
    <section class="profit-card profit-rules" aria-labelledby="profit-rules-title">
      <h2 id="profit-rules-title" class="profit-card__title">{t('profit:rules.title')}</h2>
      <p>{t('profit:rules.settled')}</p>
      <p>{t('profit:rules.paid')}</p>
      <details>
        <summary>{t('profit:rules.tax_title')}</summary>
        <p>{t('profit:rules.tax_base')}</p>
        <p>{t('profit:rules.tax_rates')}</p>
      </details>
    </section>
  );
}
