import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { CheckoutPrompt, type CheckoutPromptKind } from './CheckoutPrompt';
import './CheckoutPayingCheck.css';

export interface CheckoutPayingCheckProps {
  /** Where the payment happens, when it is not this page. */
  prompt: { kind: CheckoutPromptKind; url: string } | null;
  onCancel: () => void;
}

/** §2 paying-check modal: 'checking payment' while the order state is polled; cancellable. */
export function CheckoutPayingCheck({ prompt, onCancel }: CheckoutPayingCheckProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      closeOnBackdrop={false}
      title={t('checkout:checking.title')}
      footer={
        <Button variant="secondary" onClick={onCancel}>
          {t('checkout:checking.cancel')}
        </Button>
      }
    >
      {prompt && <CheckoutPrompt kind={prompt.kind} url={prompt.url} />}
      <p class="checkout-paying__checking">
        <Spinner size={18} label={t('checkout:checking.title')} />
        <span>{t('checkout:checking.hint')}</span>
      </p>
    </Dialog>
  );
}
