import { useSignal } from '@preact/signals';
import { normalize } from '../../../../contract/money';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { offerBuy } from '../buy';
import type { BuyHint } from '../buyHint';
import './CheckoutBuy.css';

/** Issue 13 point 7: the wallet holds less than the payment needs; offers to buy what is missing. */
export function CheckoutBuyHint({ group, hint }: { group: string; hint: BuyHint }) {
  const busy = useSignal(false);
  const symbol = hint.target.symbol;
  const buy = () => {
    if (busy.value) return;
    busy.value = true;
    void offerBuy(group, hint).then(() => {
      busy.value = false;
    });
  };
  return (
    <div class="checkout-buy">
      <p class="checkout-buy__text">{t('coupon:buy.hint', { balance: normalize(hint.balance), amount: normalize(hint.needed), symbol })}</p>
      <Button variant="secondary" loading={busy.value} onClick={buy}>
        {t('coupon:buy.action', { symbol })}
      </Button>
    </div>
  );
}
