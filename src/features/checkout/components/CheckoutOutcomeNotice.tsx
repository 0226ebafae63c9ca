import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import type { CheckoutOutcome } from '../messages';
import './CheckoutOutcomeNotice.css';

/**
 * A payment that did not go through, said as it was: cancelled by the person (not a failure), or
 * failed with what failed and what to do. The actions are the sheet's own (Try again, Close).
 */
export function CheckoutOutcomeNotice({ outcome }: { outcome: CheckoutOutcome }) {
  const cancelled = outcome.kind === 'cancelled';
  return (
    <div class={cancelled ? 'checkout-outcome' : 'checkout-outcome checkout-outcome--failed'} role="alert">
      <Icon name={cancelled ? 'retry' : 'forbidden'} size={20} class="checkout-outcome__icon" />
      <div>
        <p class="checkout-outcome__title">{cancelled ? t('checkout:outcome.cancelled') : t('checkout:outcome.failed')}</p>
        <p class="checkout-outcome__text">{cancelled ? t('checkout:outcome.cancelled_hint') : outcome.text}</p>
      </div>
    </div>
  );
}
