import type { Invoice } from '../../../contract/invoice';

// What became of a way to be told that the invoice is issued (contract/invoice.ts): the server
// sends each chosen notice once, when the invoice is issued, or at once when chosen after that.

export type InvoiceNoticeChannel = 'phone' | 'wallet';

/**
 * `none`: not chosen; `waiting`: chosen, goes out when the invoice is issued; `sent`: gone out;
 * `unsent`: chosen before notices were sent at all and the invoice issued since (choosing it again
 * sends it).
 */
export type InvoiceNoticeState = 'none' | 'waiting' | 'sent' | 'unsent';

export function invoiceNoticeState(invoice: Invoice, channel: InvoiceNoticeChannel): InvoiceNoticeState {
  const sentAt = channel === 'phone' ? invoice.notice_phone_sent_at : invoice.notice_mixin_sent_at;
  if (sentAt) return 'sent';
  const chosen = channel === 'phone' ? invoice.notice_phone !== null : invoice.notice_mixin;
  if (!chosen) return 'none';
  return invoice.state === 'requested' ? 'waiting' : 'unsent';
}

/** Whether the member can still choose (or change) it: anything not sent yet, but a wallet message only once. */
export function invoiceNoticeOpen(invoice: Invoice, channel: InvoiceNoticeChannel): boolean {
  const state = invoiceNoticeState(invoice, channel);
  return channel === 'phone' ? state !== 'sent' : state === 'none' || state === 'unsent';
}
