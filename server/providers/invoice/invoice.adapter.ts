import { pattern, size, string, type } from 'superstruct';
import { apiErrors } from '../../lib/errors';
import type { InvoiceEvent, InvoiceProvider, InvoiceRequest } from '../invoice.provider';
import type { ProviderNotice } from '../payment.provider';
import { postToParty, readPartyEvent, type PartyEndpoint } from '../signed-party';

// The invoicing vendor over our own signed protocol (providers/signed-party.ts); the sandbox's
// stand-in (server/sandbox/invoice.ts) is its reference implementation.
//
//   POST <INVOICE_URL>/requests
//     {"request_id", "group", "title": {"kind": "personal"|"company", "name", "tax_number"}, "item",
//      "amount", "currency", "paid_at"}
//     → 200 {"request_id", "status": "accepted"}; the same request_id again is the same request.
//   The vendor → POST <server>/api/invoices/notifications, signed the same way:
//     {"event_id", "request_id", "invoice_number"} (8 to 20 digits) once the invoice is issued.

const Event = type({
  event_id: size(string(), 1, 200),
  request_id: size(string(), 1, 100),
  invoice_number: pattern(string(), /^\d{8,20}$/),
});

export function invoiceAdapter(endpoint: Omit<PartyEndpoint, 'party'>): InvoiceProvider {
  const party = { ...endpoint, party: 'invoicing vendor' };
  return {
    async requestInvoice(request: InvoiceRequest) {
      const answer = (await postToParty(party, '/requests', request)) as { request_id?: unknown; status?: unknown } | null;
      if (answer?.request_id !== request.request_id || answer.status !== 'accepted') {
        throw apiErrors.unavailable('the invoicing vendor answered what it should not');
      }
    },
    readEvent(notice: ProviderNotice): InvoiceEvent {
      return readPartyEvent('invoicing vendor', endpoint.secret(), endpoint.clock(), notice, Event);
    },
  };
}
