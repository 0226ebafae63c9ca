import type { Invoice } from '../../../../contract/invoice';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { invoiceNoticeState, type InvoiceNoticeChannel } from '../notices';

/** One way to be told: which, and whether it waits for the invoice or was sent (when). */
function InvoiceNoticeLine({ invoice, channel }: { invoice: Invoice; channel: InvoiceNoticeChannel }) {
  const state = invoiceNoticeState(invoice, channel);
  const label = channel === 'phone'
    ? (invoice.notice_phone ? t('invoice:notice.by_phone', { phone: invoice.notice_phone }) : t('invoice:notice.no_phone'))
    : t(invoice.notice_mixin ? 'invoice:notice.by_wallet' : 'invoice:notice.no_wallet');
  const sentAt = channel === 'phone' ? invoice.notice_phone_sent_at : invoice.notice_mixin_sent_at;
  return (
    <li class="invoice-notice__line">
      <span>{label}</span>
      {state === 'waiting' && <span class="invoice-notice__state">{t('invoice:notice.waiting')}</span>}
      {state === 'unsent' && <span class="invoice-notice__state">{t('invoice:notice.unsent')}</span>}
      {state === 'sent' && (
        <span class="invoice-notice__state invoice-notice__state--sent">{t('invoice:notice.sent', { date: formatDateTime(sentAt) })}</span>
      )}
    </li>
  );
}

/** The notices as they stand: an SMS and a wallet message, each not chosen, waiting for the invoice, or sent. */
export function InvoiceNoticeStatus({ invoice }: { invoice: Invoice }) {
  return (
    <ul class="invoice-notice__now" aria-label={t('invoice:notice.status')}>
      <InvoiceNoticeLine invoice={invoice} channel="phone" />
      <InvoiceNoticeLine invoice={invoice} channel="wallet" />
    </ul>
  );
}
