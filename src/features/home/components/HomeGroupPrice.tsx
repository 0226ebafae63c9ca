import { memberPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { currency } from '../../../lib/settings';
import type { GroupFiatRate, GroupProductPrice } from '../../group';

/**
 * What a year of membership costs, as every price reads (memberPrice, README "Prices in the
 * member's currency"): a crypto amount with its value in the person's currency beside it, from the
 * public info's price_cny and fiat rates (the login screen loads no assets list).
 */
export function HomeGroupPrice({ price, rates }: { price: GroupProductPrice; rates: readonly GroupFiatRate[] }) {
  const { main, beside } = memberPrice(
    price.amount,
    { asset_id: price.asset_id, symbol: price.symbol, price_cny: price.price_cny },
    currency.value,
    rates,
  );
  return (
    <p class="home-group__price">
      <strong>{t('home:group.price_year', { price: main })}</strong>
      {beside && <span class="home-group__price-beside">≈ {beside}</span>}
    </p>
  );
}
