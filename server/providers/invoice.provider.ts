import type { ProviderNotice } from './payment.provider';

// The invoicing vendor, over our own signed protocol (providers/signed-party.ts): a member's invoice
// request is handed to it (POST <INVOICE_URL>/requests); it reports the invoice issued later as a
// signed event to POST /api/invoices/notifications (invoice.service receiveInvoiceEvent).

/** What is invoiced: one paid order, made out to the member's title. `request_id` is the order id. */
export type InvoiceRequest = {
  request_id: string;
  group: string;
  title: { kind: 'personal' | 'company'; name: string; tax_number: string };
  item: string;
  amount: string;
  currency: string;
  paid_at: string | null;
};

export type InvoiceEvent = { event_id: string; request_id: string; invoice_number: string };

export interface InvoiceProvider {
  /** Hands the request to the vendor; the same request_id again is the same request. */
  requestInvoice(request: InvoiceRequest): Promise<void>;
  /** The vendor's event, verified as sent by it (else ApiError 401) and read (else 400). */
  readEvent(notice: ProviderNotice): InvoiceEvent;
}
