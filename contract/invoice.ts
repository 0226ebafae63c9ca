import { array, boolean, enums, integer, nullable, object, optional, string, type, type Infer } from './struct';
import { boundedString, queryInteger } from './bounds';

// Invoices (issue 13 point 6; spec §1 "request invoices", §2 invoice routes, §7 /invoice_orders and
// /invoice_titles). A member asks for an invoice (a fapiao) for one of their own paid orders that
// was paid in CNY (WeChat Pay or Alipay), made out to one of their titles: personal, or a company
// with its tax number.

export const INVOICE_TITLE_NAME_MAX = 100;
/** The most titles one member keeps in a group. */
export const INVOICE_TITLES_MAX = 20;
/** §9: invoices are listed 20 to a page. */
export const INVOICE_PAGE_SIZE = 20;

export const InvoiceTitleKind = enums(['personal', 'company']);
export type InvoiceTitleKind = Infer<typeof InvoiceTitleKind>;

export const InvoiceTitle = type({
  title_id: string(),
  kind: InvoiceTitleKind,
  name: string(),
  /** A company's tax number (unified social credit code); '' for a personal title. */
  tax_number: string(),
  created_at: string(),
});
export type InvoiceTitle = Infer<typeof InvoiceTitle>;
export const InvoiceTitleList = array(InvoiceTitle);

/** POST /invoice_titles and PUT /invoice_titles/{id}. `tax_number`: required for a company, none for a person. */
export const InvoiceTitleInput = object({
  kind: InvoiceTitleKind,
  name: boundedString(INVOICE_TITLE_NAME_MAX, 1),
  tax_number: optional(boundedString(30)),
});
export type InvoiceTitleInput = Infer<typeof InvoiceTitleInput>;
export const InvoiceTitleRemoved = type({ title_id: string() });

export const InvoiceState = enums(['requested', 'issued']);
export type InvoiceState = Infer<typeof InvoiceState>;

/**
 * An invoice asked for: the title as it was then, its state, and how the member is told once issued.
 * A chosen notice goes out once, when the invoice is issued (or at once when chosen after that);
 * until then its `*_sent_at` is null.
 */
export const Invoice = type({
  state: InvoiceState,
  title_kind: InvoiceTitleKind,
  title_name: string(),
  title_tax_number: string(),
  invoice_number: nullable(string()),
  /** '+86' and 11 digits, or null: no SMS. Once the SMS is sent, the number it went to. */
  notice_phone: nullable(string()),
  notice_mixin: boolean(),
  /** When the SMS went out; null: not sent (not chosen, or waiting for the invoice). */
  notice_phone_sent_at: nullable(string()),
  /** When the wallet message went out; null: not sent. */
  notice_mixin_sent_at: nullable(string()),
  requested_at: string(),
  issued_at: nullable(string()),
});
export type Invoice = Infer<typeof Invoice>;

/** A paid order that can be invoiced, with its invoice once asked for. */
export const InvoiceOrder = type({
  order_id: string(),
  product_name: string(),
  kind: string(),
  quantity: integer(),
  amount: string(),
  asset_id: string(),
  symbol: string(),
  channel: string(),
  paid_at: string(),
  invoice: nullable(Invoice),
});
export type InvoiceOrder = Infer<typeof InvoiceOrder>;

/** GET /invoice_orders: newest paid first, `items` (spec getInvoices). */
export const InvoiceOrderPage = type({ items: array(InvoiceOrder) });
export type InvoiceOrderPage = Infer<typeof InvoiceOrderPage>;

export const InvoiceOrdersQuery = type({
  offset: optional(queryInteger(0, 100_000)),
  limit: optional(queryInteger(1, 100)),
});

/** POST /invoice_orders/{order_id}/makeout_invoice. */
export const MakeoutInvoice = object({ title_id: boundedString(100, 1) });
export type MakeoutInvoice = Infer<typeof MakeoutInvoice>;

/** POST /invoice_orders/{order_id}/notice_phone: text this +86 mobile once issued (at once if it is). */
export const InvoiceNoticePhone = object({ phone: boundedString(20, 1) });
export type InvoiceNoticePhone = Infer<typeof InvoiceNoticePhone>;

/**
 * A company tax number as kept: the 18-character unified social credit code, or an older 15- or
 * 20-character taxpayer number; letters upper-cased, spaces dropped. Null when it is not one.
 */
export function companyTaxNumber(input: string): string | null {
  const value = input.replace(/\s/g, '').toUpperCase();
  if (/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return value;
  if (/^[0-9A-Z]{15}$/.test(value) || /^[0-9A-Z]{20}$/.test(value)) return value;
  return null;
}
