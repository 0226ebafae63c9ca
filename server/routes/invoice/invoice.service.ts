import { randomUUID } from 'node:crypto';
import { mainlandPhone } from '../../../contract/bank';
import { ErrorCode } from '../../../contract/errors';
import {
  companyTaxNumber, INVOICE_TITLES_MAX,
  type InvoiceOrder, type InvoiceTitle, type InvoiceTitleInput,
} from '../../../contract/invoice';
import { nowIso, type AppDeps } from '../../context';
import { ApiError, apiErrors } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { sendDueInvoiceNotices } from './invoice.notices';
import { insertPartyEventSync } from '../../db/party-events.repo';
import { askOutsideParty } from '../../providers';
import type { InvoiceEvent } from '../../providers/invoice.provider';
import {
  countInvoiceTitles, deleteInvoiceTitle, findInvoiceOrder, findInvoiceRequest, findInvoiceState, findInvoiceTitle, insertInvoice,
  insertInvoiceTitle, isOwnOrder, listInvoiceOrders, listInvoiceTitles, markInvoiceAccepted, markInvoiceIssued, setInvoiceNoticeMixin, setInvoiceNoticePhone, updateInvoiceTitle,
  type InvoiceOrderRow, type InvoiceTitleRow,
} from './invoice.repo';

// Invoices (issue 13 point 6): the rules of server/README.md, "Invoices". Every call is the
// member's own orders and titles in the group of the path; another member's is not found (404).

type Owner = { groupId: string; userId: string };

function toInvoiceOrder(row: InvoiceOrderRow): InvoiceOrder {
  const {
    state, title_kind, title_name, title_tax_number, invoice_number, notice_phone, notice_mixin, notice_phone_sent_at,
    notice_mixin_sent_at, requested_at, issued_at, ...order
  } = row;
  return {
    ...order,
    invoice: state && title_kind && title_name !== null && requested_at
      ? {
          state, title_kind, title_name, title_tax_number: title_tax_number ?? '', invoice_number, notice_phone,
          notice_mixin: notice_mixin === 1, notice_phone_sent_at, notice_mixin_sent_at, requested_at, issued_at,
        }
      : null,
  };
}

export function listOrders(deps: AppDeps, { groupId, userId }: Owner, offset: number, limit: number): InvoiceOrder[] {
  return listInvoiceOrders(deps.db, groupId, userId, offset, limit).map(toInvoiceOrder);
}

/** One of the member's orders: 404 when it is not theirs, 409 when it is but cannot be invoiced. */
export function getOrder(deps: AppDeps, { groupId, userId }: Owner, orderId: string): InvoiceOrder {
  const row = findInvoiceOrder(deps.db, groupId, userId, orderId);
  if (row) return toInvoiceOrder(row);
  if (isOwnOrder(deps.db, groupId, userId, orderId)) {
    throw apiErrors.rejected('this order cannot be invoiced', ErrorCode.invoiceOrderNotInvoiceable);
  }
  throw apiErrors.notFound();
}

/** Asks for the order's invoice, made out to one of the member's titles (copied in); once per order; handed to the vendor. */
export async function makeOut(deps: AppDeps, owner: Owner, orderId: string, titleId: string): Promise<InvoiceOrder> {
  const { groupId, userId } = owner;
  deps.db.transaction(() => {
    const order = getOrder(deps, owner, orderId);
    const title = findInvoiceTitle(deps.db, groupId, userId, titleId);
    if (!title) throw apiErrors.notFoundWith('no such invoice title');
    const inserted = !order.invoice && insertInvoice(deps.db, {
      order_id: orderId, group_id: groupId, user_id: userId, title_kind: title.kind, title_name: title.name,
      title_tax_number: title.tax_number, requested_at: nowIso(deps.clock),
    });
    if (!inserted) throw apiErrors.rejected('an invoice is already requested for this order', ErrorCode.invoiceAlreadyRequested);
  }).immediate();
  await requestInvoiceAgain(deps, orderId);
  return getOrder(deps, owner, orderId);
}

/**
 * Hands a recorded invoice request to the invoicing vendor (again: it takes a request id once) and
 * notes that it took it; a failure is logged and the resend job tries again.
 */
export async function requestInvoiceAgain(deps: AppDeps, orderId: string): Promise<void> {
  const found = findInvoiceRequest(deps.db, orderId);
  if (!found) return;
  const { title_kind: kind, title_name: name, title_tax_number: taxNumber, ...rest } = found;
  await askOutsideParty(deps, `invoice ${orderId}`, async () => {
    await deps.providers.invoice.requestInvoice({ ...rest, title: { kind, name, tax_number: taxNumber } });
    markInvoiceAccepted(deps.db, orderId, nowIso(deps.clock));
  });
}

/**
 * The vendor's report that an invoice is issued (its signed event, already verified): the invoice
 * takes the number and the notices the member chose go out (issueInvoice). Once per event id; the
 * same number again changes nothing; another number for an issued invoice is 409; no such request 404.
 */
export function receiveInvoiceEvent(deps: AppDeps, event: InvoiceEvent): { request_id: string; invoice_number: string } {
  return deps.db.transaction(() => {
    const answer = { request_id: event.request_id, invoice_number: event.invoice_number };
    if (!insertPartyEventSync(deps.db, 'invoice', event.event_id, nowIso(deps.clock))) return answer;
    const invoice = findInvoiceState(deps.db, event.request_id);
    if (!invoice) throw apiErrors.notFoundWith('no invoice requested under this request id');
    if (invoice.state === 'issued') {
      if (invoice.invoice_number !== event.invoice_number) throw apiErrors.rejected('this invoice was issued under another number');
      return answer;
    }
    issueInvoice(deps, event.request_id, event.invoice_number);
    return answer;
  }).immediate();
}

function requestedOrder(deps: AppDeps, owner: Owner, orderId: string): InvoiceOrder {
  const order = getOrder(deps, owner, orderId);
  if (!order.invoice) throw apiErrors.rejected('no invoice requested for this order yet', ErrorCode.invoiceNotRequested);
  return order;
}

/**
 * An SMS to this +86 mobile once the invoice is issued; at once when it is issued already. Another
 * number replaces the chosen one until the SMS has gone out; after that it is refused (409 103015),
 * and the same number again changes and sends nothing. `lang`: the member's, as the request shows it.
 */
export function noticeByPhone(deps: AppDeps, owner: Owner, orderId: string, phoneInput: string, lang: Lang | null): InvoiceOrder {
  const phone = mainlandPhone(phoneInput);
  if (!phone) throw new ApiError(400, ErrorCode.mainlandPhoneInvalid, 'phone must be a mainland China mobile number (+86)');
  deps.db.transaction(() => {
    const invoice = requestedOrder(deps, owner, orderId).invoice!;
    if (invoice.notice_phone_sent_at && invoice.notice_phone !== phone) {
      throw apiErrors.rejected('the SMS notice has already been sent, to another number', ErrorCode.invoiceNoticeSent);
    }
    setInvoiceNoticePhone(deps.db, orderId, phone, lang);
    sendDueInvoiceNotices(deps.db, orderId, nowIso(deps.clock));
  }).immediate();
  return getOrder(deps, owner, orderId);
}

/** A message in the wallet once the invoice is issued; at once when it is issued already. Once. */
export function noticeByWallet(deps: AppDeps, owner: Owner, orderId: string, lang: Lang | null): InvoiceOrder {
  deps.db.transaction(() => {
    requestedOrder(deps, owner, orderId);
    setInvoiceNoticeMixin(deps.db, orderId, lang);
    sendDueInvoiceNotices(deps.db, orderId, nowIso(deps.clock));
  }).immediate();
  return getOrder(deps, owner, orderId);
}

/**
 * The group's staff issue a requested invoice with its number (staff have no screen for it yet: a
 * control of the stand-ins calls this). It becomes issued and the chosen notices go out, in one
 * transaction. False when the order has no requested invoice (never asked for, or issued already:
 * issuing again sends nothing).
 */
export function issueInvoice(deps: AppDeps, orderId: string, invoiceNumber: string): boolean {
  return deps.db.transaction(() => {
    const now = nowIso(deps.clock);
    if (!markInvoiceIssued(deps.db, orderId, invoiceNumber, now)) return false;
    sendDueInvoiceNotices(deps.db, orderId, now);
    return true;
  }).immediate();
}

function titleValue(input: InvoiceTitleInput): Pick<InvoiceTitleRow, 'kind' | 'name' | 'tax_number'> {
  const name = input.name.trim();
  if (!name) throw apiErrors.validation('name cannot be blank');
  if (input.kind === 'personal') {
    if (input.tax_number && input.tax_number.trim()) throw apiErrors.validation('a personal title has no tax number');
    return { kind: 'personal', name, tax_number: '' };
  }
  const taxNumber = companyTaxNumber(input.tax_number ?? '');
  if (!taxNumber) throw new ApiError(400, ErrorCode.invoiceTaxNumberInvalid, 'a company title needs its tax number');
  return { kind: 'company', name, tax_number: taxNumber };
}

export function listTitles(deps: AppDeps, { groupId, userId }: Owner): InvoiceTitle[] {
  return listInvoiceTitles(deps.db, groupId, userId);
}

export function getTitle(deps: AppDeps, { groupId, userId }: Owner, titleId: string): InvoiceTitle {
  const row = findInvoiceTitle(deps.db, groupId, userId, titleId);
  if (!row) throw apiErrors.notFound();
  return row;
}

export function addTitle(deps: AppDeps, owner: Owner, input: InvoiceTitleInput): InvoiceTitle {
  const { groupId, userId } = owner;
  const value = titleValue(input);
  const titleId = randomUUID();
  deps.db.transaction(() => {
    if (countInvoiceTitles(deps.db, groupId, userId) >= INVOICE_TITLES_MAX) {
      throw apiErrors.rejected(`at most ${INVOICE_TITLES_MAX} invoice titles`, ErrorCode.invoiceTitlesFull);
    }
    insertInvoiceTitle(deps.db, { title_id: titleId, group_id: groupId, user_id: userId, ...value, created_at: nowIso(deps.clock) });
  }).immediate();
  return getTitle(deps, owner, titleId);
}

export function editTitle(deps: AppDeps, owner: Owner, titleId: string, input: InvoiceTitleInput): InvoiceTitle {
  const value = titleValue(input);
  if (!updateInvoiceTitle(deps.db, owner.groupId, owner.userId, titleId, value, nowIso(deps.clock))) throw apiErrors.notFound();
  return getTitle(deps, owner, titleId);
}

export function removeTitle(deps: AppDeps, { groupId, userId }: Owner, titleId: string): void {
  if (!deleteInvoiceTitle(deps.db, groupId, userId, titleId)) throw apiErrors.notFound();
}
