import { t } from '../../../lib/i18n';
import type { MembershipPrice } from '../model';
import './JoinPrice.css';

/** A membership price in the person's currency, with the price in its own asset beneath. */
export function JoinPrice({ price }: { price: MembershipPrice | null }) {
  if (!price) return <p class="join-price__missing">{t('join:ticket.price_unknown')}</p>;
  return (
    <div class="join-price">
      <span class="join-price__label">{t('join:ticket.price')}</span>
      <span class="join-price__local" data-testid="join-price-local">
        {price.local || price.original}
      </span>
      {price.local && <span class="join-price__original">≈ {price.original}</span>}
    </div>
  );
}
