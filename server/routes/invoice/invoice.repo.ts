import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
import { statement } from '../../db/statements';
import type { InvoiceState, InvoiceTitleKind } from '../../../contract/invoice';
import type { Lang } from '../../lib/lang';

export type InvoiceTitleRow = { title_id: string; kind: InvoiceTitleKind; name: string; tax_number: string; created_at: string };

export type InvoiceRow = {
  state: InvoiceState;
  title_kind: InvoiceTitleKind;
  title_name: string;
  title_tax_number: string;
  invoice_number: string | null;
  notice_phone: string | null;
  notice_mixin: 0 | 1;
  notice_phone_sent_at: string | null;
  notice_mixin_sent_at: string | null;
  requested_at: string;
  issued_at: string | null;
};

/** A paid order that can be invoiced, joined with its invoice (null columns when none was asked for). */
export type InvoiceOrderRow = {
  order_id: string;
  product_name: string;
  kind: string;
  quantity: number;
  amount: string;
  asset_id: string;
  symbol: string;
  channel: string;
  paid_at: string;
} & { [K in keyof InvoiceRow]: InvoiceRow[K] | null };

// On the async layer (db/sql.ts), one text for both engines. Titles of the same moment are in the order
// they were written: seq (migration 055), where SQLite's rowid was, then the key. markInvoiceIssuedSync and
// the notice twins (…Sync, the same texts) serve the seed (seed/money.ts), which writes on SQLite.

// Invoiceable: the member's own PAID orders in the group, paid in CNY through WeChat Pay or Alipay.
const INVOICEABLE = `o.group_id = @group AND o.user_id = @user AND o.state = 'PAID' AND o.asset_id = 'cny'
  AND o.channel IN ('wechat', 'alipay') AND o.paid_at IS NOT NULL`;

const ORDER_SELECT = `SELECT o.order_id, p.name AS product_name, o.kind, o.quantity, o.amount, o.asset_id, a.symbol,
    o.channel, o.paid_at, i.state, i.title_kind, i.title_name, i.title_tax_number, i.invoice_number, i.notice_phone,
    i.notice_mixin, i.notice_phone_sent_at, i.notice_mixin_sent_at, i.requested_at, i.issued_at
  FROM orders o JOIN products p ON p.product_id = o.product_id JOIN assets a ON a.asset_id = o.asset_id
  LEFT JOIN invoices i ON i.order_id = o.order_id`;

export function listInvoiceOrders(sql: Sql, groupId: string, userId: string, offset: number, limit: number): Promise<InvoiceOrderRow[]> {
  return sql.all<InvoiceOrderRow>(`${ORDER_SELECT} WHERE ${INVOICEABLE} ORDER BY o.paid_at DESC, o.order_id LIMIT @limit OFFSET @offset`,
    { group: groupId, user: userId, limit, offset });
}

export function findInvoiceOrder(sql: Sql, groupId: string, userId: string, orderId: string): Promise<InvoiceOrderRow | undefined> {
  return sql.get<InvoiceOrderRow>(`${ORDER_SELECT} WHERE ${INVOICEABLE} AND o.order_id = @order`, { group: groupId, user: userId, order: orderId });
}

/** The member's own order in the group, whatever its state (to tell "not invoiceable" from "not found"). */
export async function isOwnOrder(sql: Sql, groupId: string, userId: string, orderId: string): Promise<boolean> {
  return (await sql.value<number>('SELECT 1 FROM orders WHERE order_id = ? AND group_id = ? AND user_id = ?', orderId, groupId, userId)) === 1;
}

export async function insertInvoice(sql: Sql, row: {
  order_id: string; group_id: string; user_id: string; title_kind: InvoiceTitleKind; title_name: string; title_tax_number: string; requested_at: string;
}): Promise<boolean> {
  return (await sql.run(`INSERT INTO invoices (order_id, group_id, user_id, title_kind, title_name, title_tax_number, requested_at)
    VALUES (@order_id, @group_id, @user_id, @title_kind, @title_name, @title_tax_number, @requested_at)
    ON CONFLICT (order_id) DO NOTHING`, row)).changes > 0;
}

/** Chooses the SMS notice to this phone, unless one went out already (to the number kept); the language if known. */
export async function setInvoiceNoticePhone(sql: Sql, orderId: string, phone: string, lang: Lang | null): Promise<void> {
  await sql.run(`UPDATE invoices SET notice_lang = coalesce(@lang, notice_lang),
      notice_phone = CASE WHEN notice_phone_sent_at IS NULL THEN @phone ELSE notice_phone END
    WHERE order_id = @order`, { order: orderId, phone, lang });
}

export async function setInvoiceNoticeMixin(sql: Sql, orderId: string, lang: Lang | null): Promise<void> {
  await sql.run('UPDATE invoices SET notice_mixin = 1, notice_lang = coalesce(?, notice_lang) WHERE order_id = ?', lang, orderId);
}

/** What an issued invoice's notices say and whom they go to. */
export type InvoiceNoticeRow = {
  order_id: string;
  group_id: string;
  user_id: string;
  group_name: string;
  product_name: string;
  amount: string;
  paid_at: string;
  invoice_number: string;
  notice_phone: string | null;
  notice_mixin: 0 | 1;
  notice_lang: Lang | null;
};

const FIND_ISSUED_INVOICE_NOTICE = `SELECT i.order_id, i.group_id, i.user_id, g.name AS group_name, p.name AS product_name, o.amount, o.paid_at,
      i.invoice_number, i.notice_phone, i.notice_mixin, i.notice_lang
    FROM invoices i JOIN orders o ON o.order_id = i.order_id JOIN products p ON p.product_id = o.product_id
      JOIN groups g ON g.group_id = i.group_id
    WHERE i.order_id = ? AND i.state = 'issued'`;

export function findIssuedInvoiceNotice(sql: Sql, orderId: string): Promise<InvoiceNoticeRow | undefined> {
  return sql.get<InvoiceNoticeRow>(FIND_ISSUED_INVOICE_NOTICE, orderId);
}

/** For the seed (invoice.notices sendDueInvoiceNoticesSync, on SQLite). */
export function findIssuedInvoiceNoticeSync(db: Db, orderId: string): InvoiceNoticeRow | undefined {
  return statement(db, FIND_ISSUED_INVOICE_NOTICE).get(orderId) as InvoiceNoticeRow | undefined;
}

const MARK_PHONE_NOTICE_SENT = `UPDATE invoices SET notice_phone_sent_at = ?
    WHERE order_id = ? AND state = 'issued' AND notice_phone IS NOT NULL AND notice_phone_sent_at IS NULL`;
const MARK_MIXIN_NOTICE_SENT = `UPDATE invoices SET notice_mixin_sent_at = ?
    WHERE order_id = ? AND state = 'issued' AND notice_mixin = 1 AND notice_mixin_sent_at IS NULL`;

/**
 * Decides the SMS notice goes out now: the invoice issued, an SMS chosen, none sent. True for the one
 * caller whose update marked it sent; that caller sends it in the same transaction.
 */
export async function markPhoneNoticeSent(sql: Sql, orderId: string, nowIso: string): Promise<boolean> {
  return (await sql.run(MARK_PHONE_NOTICE_SENT, nowIso, orderId)).changes > 0;
}

/** For the seed (invoice.notices sendDueInvoiceNoticesSync, on SQLite). */
export function markPhoneNoticeSentSync(db: Db, orderId: string, nowIso: string): boolean {
  return statement(db, MARK_PHONE_NOTICE_SENT).run(nowIso, orderId).changes > 0;
}

/** The same for the wallet message. */
export async function markMixinNoticeSent(sql: Sql, orderId: string, nowIso: string): Promise<boolean> {
  return (await sql.run(MARK_MIXIN_NOTICE_SENT, nowIso, orderId)).changes > 0;
}

/** For the seed (invoice.notices sendDueInvoiceNoticesSync, on SQLite). */
export function markMixinNoticeSentSync(db: Db, orderId: string, nowIso: string): boolean {
  return statement(db, MARK_MIXIN_NOTICE_SENT).run(nowIso, orderId).changes > 0;
}

const TITLE_COLUMNS = 'title_id, kind, name, tax_number, created_at';

export function listInvoiceTitles(sql: Sql, groupId: string, userId: string): Promise<InvoiceTitleRow[]> {
  return sql.all<InvoiceTitleRow>(`SELECT ${TITLE_COLUMNS} FROM invoice_titles WHERE group_id = ? AND user_id = ?
    ORDER BY created_at, seq, title_id`, groupId, userId);
}

export function findInvoiceTitle(sql: Sql, groupId: string, userId: string, titleId: string): Promise<InvoiceTitleRow | undefined> {
  return sql.get<InvoiceTitleRow>(`SELECT ${TITLE_COLUMNS} FROM invoice_titles WHERE title_id = ? AND group_id = ? AND user_id = ?`,
    titleId, groupId, userId);
}

export async function countInvoiceTitles(sql: Sql, groupId: string, userId: string): Promise<number> {
  return (await sql.value<number>('SELECT count(*) FROM invoice_titles WHERE group_id = ? AND user_id = ?', groupId, userId)) ?? 0;
}

export async function insertInvoiceTitle(sql: Sql, row: InvoiceTitleRow & { group_id: string; user_id: string }): Promise<void> {
  await sql.run(`INSERT INTO invoice_titles (title_id, group_id, user_id, kind, name, tax_number, created_at, updated_at)
    VALUES (@title_id, @group_id, @user_id, @kind, @name, @tax_number, @created_at, @created_at)`, row);
}

export async function updateInvoiceTitle(sql: Sql, groupId: string, userId: string, titleId: string,
  value: Pick<InvoiceTitleRow, 'kind' | 'name' | 'tax_number'>, nowIso: string): Promise<boolean> {
  return (await sql.run(`UPDATE invoice_titles SET kind = @kind, name = @name, tax_number = @tax_number, updated_at = @now
    WHERE title_id = @id AND group_id = @group AND user_id = @user`,
  { ...value, now: nowIso, id: titleId, group: groupId, user: userId })).changes > 0;
}

export async function deleteInvoiceTitle(sql: Sql, groupId: string, userId: string, titleId: string): Promise<boolean> {
  return (await sql.run('DELETE FROM invoice_titles WHERE title_id = ? AND group_id = ? AND user_id = ?', titleId, groupId, userId)).changes > 0;
}

const MARK_INVOICE_ISSUED = `UPDATE invoices SET state = 'issued', invoice_number = ?, issued_at = ?
    WHERE order_id = ? AND state = 'requested'`;

/** Issues a requested invoice with its number; false when the order has no requested invoice. */
export async function markInvoiceIssued(sql: Sql, orderId: string, invoiceNumber: string, nowIso: string): Promise<boolean> {
  return (await sql.run(MARK_INVOICE_ISSUED, invoiceNumber, nowIso, orderId)).changes > 0;
}

/** For the seed (seed/money.ts, on SQLite). */
export function markInvoiceIssuedSync(db: Db, orderId: string, invoiceNumber: string, nowIso: string): boolean {
  return statement(db, MARK_INVOICE_ISSUED).run(invoiceNumber, nowIso, orderId).changes > 0;
}

export type InvoiceRequestRow = {
  request_id: string; group: string; title_kind: InvoiceTitleKind; title_name: string; title_tax_number: string; item: string;
  amount: string; currency: string; paid_at: string | null;
};

/** What the invoicing vendor is asked for one requested invoice (providers/invoice). */
export function findInvoiceRequest(sql: Sql, orderId: string): Promise<InvoiceRequestRow | undefined> {
  return sql.get<InvoiceRequestRow>(`SELECT i.order_id AS request_id, i.group_id AS "group", i.title_kind, i.title_name, i.title_tax_number,
      p.name AS item, o.amount, upper(a.symbol) AS currency, o.paid_at
    FROM invoices i JOIN orders o ON o.order_id = i.order_id JOIN products p ON p.product_id = o.product_id
      JOIN assets a ON a.asset_id = o.asset_id
    WHERE i.order_id = ?`, orderId);
}

export async function markInvoiceAccepted(sql: Sql, orderId: string, nowIso: string): Promise<void> {
  await sql.run('UPDATE invoices SET vendor_accepted_at = ? WHERE order_id = ? AND vendor_accepted_at IS NULL', nowIso, orderId);
}

/** Requests the vendor has not taken, asked before `before`, the oldest first. */
export function listUnacceptedInvoiceIds(sql: Sql, before: string, limit: number): Promise<string[]> {
  return sql.values<string>(`SELECT order_id FROM invoices WHERE vendor_accepted_at IS NULL AND state = 'requested' AND requested_at < ?
    ORDER BY requested_at, order_id LIMIT ?`, before, limit);
}

/** An invoice's state and number, whoever's it is (for the vendor's event). */
export function findInvoiceState(sql: Sql, orderId: string): Promise<{ state: 'requested' | 'issued'; invoice_number: string | null } | undefined> {
  return sql.get<{ state: 'requested' | 'issued'; invoice_number: string | null }>('SELECT state, invoice_number FROM invoices WHERE order_id = ?', orderId);
}
