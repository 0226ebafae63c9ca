import { useSignal } from '@preact/signals';
import { mainlandPhone } from '../../../../contract/bank';
import type { InvoiceOrder } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { noticeByPhone, noticeByWallet } from '../model';
import { invoiceNoticeOpen, invoiceNoticeState, type InvoiceNoticeChannel } from '../notices';
import { InvoiceNoticeStatus } from './InvoiceNoticeStatus';
import './InvoiceNoticeOptions.css';

/**
 * How the member hears that the invoice is issued: an SMS to a +86 mobile, a wallet message, or
 * both; each as it stands (waiting for the invoice, or sent), and those not sent yet to choose.
 * Once the invoice is issued, choosing one sends it at once.
 */
export function InvoiceNoticeOptions({ group, order }: { group: string; order: InvoiceOrder }) {
  const invoice = order.invoice!;
  const phone = useSignal('');
  const invalid = useSignal(false);
  const busy = useSignal<InvoiceNoticeChannel | null>(null);

  const run = (channel: InvoiceNoticeChannel, request: () => Promise<InvoiceOrder>) => {
    busy.value = channel;
    request().then(
      (next) => {
        busy.value = null;
        phone.value = '';
        const sent = next.invoice && invoiceNoticeState(next.invoice, channel) === 'sent';
        toast(t(sent ? 'invoice:notice.sent_toast' : 'invoice:notice.saved'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        toastApiError(err);
      },
    );
  };
  const byPhone = (e: Event) => {
    e.preventDefault();
    invalid.value = !mainlandPhone(phone.value);
    if (!invalid.value) run('phone', () => noticeByPhone(group, order.order_id, phone.value));
  };

  return (
    <section class="invoice-notice" aria-labelledby="invoice-notice-title">
      <h2 id="invoice-notice-title" class="invoice-notice__title">
        {t(invoice.state === 'issued' ? 'invoice:notice.title_issued' : 'invoice:notice.title')}
      </h2>
      <InvoiceNoticeStatus invoice={invoice} />
      {invoiceNoticeOpen(invoice, 'phone') && (
        <form class="invoice-notice__phone" onSubmit={byPhone} noValidate>
          <label class="invoice-notice__label" for="invoice-notice-phone">
            {t('invoice:notice.phone')}
          </label>
          <div class="invoice-notice__row">
            <input
              id="invoice-notice-phone"
              class="invoice-notice__input"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              value={phone.value}
              aria-invalid={invalid.value ? 'true' : undefined}
              aria-describedby={invalid.value ? 'invoice-notice-phone-error' : undefined}
              onInput={(e) => (phone.value = e.currentTarget.value)}
            />
            <Button type="submit" variant="secondary" loading={busy.value === 'phone'}>
              {t('invoice:notice.send_sms')}
            </Button>
          </div>
          {invalid.value && (
            <p id="invoice-notice-phone-error" class="invoice-notice__error" role="alert">
              {t('invoice:notice.phone_invalid')}
            </p>
          )}
        </form>
      )}
      {invoiceNoticeOpen(invoice, 'wallet') && (
        <Button variant="secondary" block loading={busy.value === 'wallet'} onClick={() => run('wallet', () => noticeByWallet(group, order.order_id))}>
          {t('invoice:notice.wallet')}
        </Button>
      )}
    </section>
  );
}
