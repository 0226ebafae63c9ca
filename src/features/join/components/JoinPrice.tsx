import { memberPrice, type PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { currency } from '../../../lib/settings';
import type { MembershipTotal } from '../model';
import './JoinPrice.css';

/**
 * A membership price as every price reads (memberPrice), led by its value in the person's
 * currency with the amount in its own asset beneath (README "Prices in the member's currency").
 * `charged` keeps a fiat price in another currency as that line beneath, as a crypto one is.
 */
export function JoinPrice({ total, assets }: { total: MembershipTotal | null; assets: readonly PricedAsset[] }) {
  if (!total) return <p class="join-price__missing">{t('join:ticket.price_unknown')}</p>;
  const { main, beside } = memberPrice(total.amount, total.asset, currency.value, assets, { charged: true });
  return (
    <div class="join-price">
      <span class="join-price__label">{t('join:ticket.price')}</span>
      <span class="join-price__local" data-testid="join-price-local">
        {beside || main}
      </span>
      {beside && <span class="join-price__original">≈ {main}</span>}
    </div>
  );
}
