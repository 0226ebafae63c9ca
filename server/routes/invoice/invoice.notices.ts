import type { Db } from '../../db/connection';
import { messageText } from '../../lib/message.texts';
import { messages } from '../../lib/messaging';
import { findIssuedInvoiceNotice, markMixinNoticeSent, markPhoneNoticeSent } from './invoice.repo';

// Invoice notices (issue 13 point 6; server/README.md, "Invoices"): once an invoice is issued, each
// notice the member chose goes out once: an SMS to the chosen +86 number, a message in the wallet.
// Exactly once: a notice goes out only from the transaction whose conditional UPDATE marks it sent
// (issued, chosen, not sent yet), and the message is handed to the sender in that same transaction,
// under a key of its own (lib/messaging.ts), so a retried or concurrent issue, or a notice chosen
// twice, finds it sent and sends nothing; a rollback takes back the mark and the message together.

/** The day the order was paid in China (UTC+8): invoices are for CNY paid through WeChat Pay or Alipay. */
const paidOn = (iso: string) => new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Sends the chosen notices of an issued invoice that have not gone out yet (none before it is
 * issued). Call inside the IMMEDIATE transaction that issues the invoice or records a choice.
 */
export function sendDueInvoiceNotices(db: Db, orderId: string, nowIso: string): void {
  if (!db.inTransaction) throw new Error('invoice notices are sent inside the transaction that decides them');
  const invoice = findIssuedInvoiceNotice(db, orderId);
  if (!invoice) return;
  const text = messageText(invoice.notice_lang, 'invoice_issued', {
    group: invoice.group_name, product: invoice.product_name, amount: invoice.amount, paid_on: paidOn(invoice.paid_at),
    number: invoice.invoice_number,
  });
  if (invoice.notice_phone !== null && markPhoneNoticeSent(db, orderId, nowIso)) {
    messages.smsSync(db, { key: `invoice:${orderId}:sms`, phone: invoice.notice_phone, text, sentAt: nowIso });
  }
  if (invoice.notice_mixin === 1 && markMixinNoticeSent(db, orderId, nowIso)) {
    messages.walletSync(db, { key: `invoice:${orderId}:wallet`, groupId: invoice.group_id, userId: invoice.user_id, text, sentAt: nowIso });
  }
}
