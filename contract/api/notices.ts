// What outside parties call (spec §3 payments, issues 15, 16 and 23): their notifications, outside
// /groups, with no token and no maintenance gate. Each proves itself by its own protocol's signature
// over the body as sent, which the handler checks; the body is that party's format, not ours, except
// the media server's forms. The reply is what each protocol expects (WeChat Pay: 204; Alipay: the text
// `success`; ours: the envelope). Any refusal makes the party try again later.
import { size, string, type, optional, boolean } from '../struct';
import { ChainNotificationResult } from '../badge';
import { OrderStateInfo } from '../order';
import { call, FORM_BODY } from './call';

/** A notification's bytes, read by the handler against the sender's signature. */
const signed = 'application/json';

export const paymentNoticeCalls = {
  wechatpay: call({ method: 'POST', under: '/payments', path: '/wechatpay/:group/notify', access: 'provider', bodyType: signed, noContent: true, summary: "WeChat Pay's notification of a charge to a group's merchant, signed in its headers; 204 when taken", response: type({}) }),
  alipay: call({ method: 'POST', under: '/payments', path: '/alipay/:group/notify', access: 'provider', bodyType: FORM_BODY, file: 'text/plain', summary: "Alipay's notification of a charge to a group's app (a signed form); the text `success` when taken", response: type({}) }),
  reborn: call({ method: 'POST', under: '/payments', path: '/reborn/notify', access: 'provider', bodyType: signed, summary: "The rc coin's signed report of a charge; the order's state after it", response: OrderStateInfo }),
};

/** POST /api/kyc/notifications: the event was taken (also when it repeats one). */
export const KycEventTaken = type({ reference: string(), applied: boolean() });
/** POST /api/invoices/notifications: the invoice request and the number it was issued under. */
export const InvoiceIssued = type({ request_id: string(), invoice_number: string() });

export const kycNoticeCalls = {
  event: call({ method: 'POST', under: '/kyc', path: '/notifications', access: 'provider', bodyType: signed, summary: "The KYC vendor's signed event: a session approved, refused or under review", response: KycEventTaken }),
};

export const invoiceNoticeCalls = {
  event: call({ method: 'POST', under: '/invoices', path: '/notifications', access: 'provider', bodyType: signed, summary: "The invoicing vendor's signed event: an invoice issued under its number", response: InvoiceIssued }),
};

export const chainNoticeCalls = {
  event: call({ method: 'POST', under: '/chain', path: '/notifications', access: 'provider', bodyType: signed, summary: "The chain indexer's signed event about a badge's seal: lit or failed", response: ChainNotificationResult }),
};

const Text = size(string(), 1, 200);
/** What nginx-rtmp posts on a publish: the stream name (our key) and the push URL's query (expires, sign), among others. */
export const LivePublishForm = type({
  name: Text, expires: size(string(), 0, 20), sign: size(string(), 0, 100), addr: optional(size(string(), 1, 100)),
});
export const LiveDoneForm = type({ name: Text });
/** nginx-rtmp reads only the status (2xx: go on); the body says what was decided. */
export const LivePublishAnswer = type({ name: string(), allowed: boolean() });

export const liveNoticeCalls = {
  publish: call({ method: 'POST', under: '/live', path: '/publish', access: 'provider', bodyType: FORM_BODY, body: LivePublishForm, summary: "The media server asking whether a push may publish: allowed for a key this server signed, of a living stream; 403 ends the push", response: LivePublishAnswer }),
  publishDone: call({ method: 'POST', under: '/live', path: '/publish_done', access: 'provider', bodyType: FORM_BODY, body: LiveDoneForm, summary: 'The media server saying a push ended', response: LivePublishAnswer }),
};
