import { useSignal } from '@preact/signals';
import { formatPlainAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { offerBuy } from '../open';
import type { BuyHint } from '../hint';
import './Buy.css';

/** Issue 13 point 7: the wallet holds less than a payment needs; offers to buy what is missing. */
export function BuyHintNotice({ group, hint }: { group: string; hint: BuyHint }) {
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
    <div class="buy-hint">
      <p class="buy-hint__text">{t('coupon:buy.hint', { balance: formatPlainAmount(hint.balance), amount: formatPlainAmount(hint.needed), symbol })}</p>
      <Button variant="secondary" loading={busy.value} onClick={buy}>
        {t('coupon:buy.action', { symbol })}
      </Button>
    </div>
  );
}
