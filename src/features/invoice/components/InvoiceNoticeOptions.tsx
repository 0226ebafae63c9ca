import { mainlandPhone } from '../../../../contract/bank';
import type { InvoiceOrder } from '../../../../contract/invoice';
import { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { brokenRules } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { noticeByPhone, noticeByWallet } from '../model';
import { invoiceNoticeOpen, invoiceNoticeState, type InvoiceNoticeChannel } from '../notices';
import { InvoiceNoticeStatus } from './InvoiceNoticeStatus';
import './InvoiceNoticeOptions.css';

/** The server's refusals that are about the number, said under it. */
const PHONE_REFUSALS: number[] = [ErrorCode.mainlandPhoneInvalid];

/**
 * How the member hears that the invoice is issued: an SMS to a +86 mobile, a wallet message, or
 * both; each as it stands (waiting for the invoice, or sent), and those not sent yet to choose.
 * Once the invoice is issued, choosing one sends it at once. A number that is not a mainland
 * mobile is said under it before anything is sent; a refusal under the number or above the
 * wallet's button, what was typed kept.
 */
export function InvoiceNoticeOptions({ group, order }: { group: string; order: InvoiceOrder }) {
  const invoice = order.invoice!;
  const sms = useForm({ phone: '' });
  const wallet = useForm({});

  const chosen = (channel: InvoiceNoticeChannel, next: InvoiceOrder) => {
    const sent = next.invoice && invoiceNoticeState(next.invoice, channel) === 'sent';
    toast(t(sent ? 'invoice:notice.sent_toast' : 'invoice:notice.saved'), 'success');
  };
  const byPhone = sms.submit({
    check: (v) => brokenRules(v, { phone: [(phone) => mainlandPhone(phone) !== null || t('invoice:notice.phone_invalid')] }),
    send: (v) => noticeByPhone(group, order.order_id, v.phone),
    done: (next) => {
      sms.reset({ phone: '' });
      chosen('phone', next);
    },
    refusal: (err) => (err instanceof ApiError && PHONE_REFUSALS.includes(err.code) ? { phone: err } : { form: err }),
  });
  const byWallet = wallet.submit({ send: () => noticeByWallet(group, order.order_id), done: (next) => chosen('wallet', next) });

  return (
    <section class="invoice-notice" aria-labelledby="invoice-notice-title">
      <h2 id="invoice-notice-title" class="invoice-notice__title">
        {t(invoice.state === 'issued' ? 'invoice:notice.title_issued' : 'invoice:notice.title')}
      </h2>
      <InvoiceNoticeStatus invoice={invoice} />
      {invoiceNoticeOpen(invoice, 'phone') && (
        <form class="invoice-notice__phone" onSubmit={byPhone} noValidate>
          <label class="invoice-notice__label" for={sms.fieldId('phone')}>
            {t('invoice:notice.phone')}
          </label>
          <div class="invoice-notice__row">
            <input {...sms.bind('phone')} class="invoice-notice__input" inputMode="tel" autoComplete="tel-national" maxLength={20} />
            <Button type="submit" variant="secondary" loading={sms.busy}>
              {t('invoice:notice.send_sms')}
            </Button>
          </div>
          <FieldError {...sms.errorOf('phone')} class="invoice-notice__error" />
          <FieldError {...sms.errorOf('form')} class="invoice-notice__error" />
        </form>
      )}
      {invoiceNoticeOpen(invoice, 'wallet') && (
        <>
          <FieldError {...wallet.errorOf('form')} class="invoice-notice__error invoice-notice__error--above" />
          <Button variant="secondary" block loading={wallet.busy} onClick={() => byWallet()}>
            {t('invoice:notice.wallet')}
          </Button>
        </>
      )}
    </section>
  );
}
