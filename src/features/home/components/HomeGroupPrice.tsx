import { memberPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { currency } from '../../../lib/settings';
import type { GroupProductPrice } from '../../group';

/**
 * What a year of membership costs, as every price reads (memberPrice, README "Prices in the
 * member's currency"): a crypto amount with its value in the person's currency beside it when the
 * public info's price_cny allows the conversion (the login screen loads no rates list).
 */
export function HomeGroupPrice({ price }: { price: GroupProductPrice }) {
  const { main, beside } = memberPrice(
    price.amount,
    { asset_id: price.asset_id, symbol: price.symbol, price_cny: price.price_cny },
    currency.value,
    [],
  );
  return (
    <p class="home-group__price">
      <strong>{t('home:group.price_year', { price: main })}</strong>
      {beside && <span class="home-group__price-beside">≈ {beside}</span>}
    </p>
  );
}
