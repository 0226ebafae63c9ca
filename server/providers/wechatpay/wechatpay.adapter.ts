import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { create, enums, integer, literal, object, optional, string, StructError, type, type Struct } from 'superstruct';
import type { WechatPayment } from '../../../contract/order';
import { apiErrors } from '../../lib/errors';
import { lazyModule } from '../../lib/lazy';
import type { GroupRow } from '../../routes/group/group.repo';
import type { WechatPayCredentials } from '../credentials';
import { requireCny, toFen, yuanOf } from '../cny';
import type { ChargeReport, ChargeRequest, ProviderNotice, WechatPayProvider } from '../payment.provider';

// WeChat Pay API v3 through `wechatpay-axios-plugin` (pinned at 0.9.6, issue 23 point 3). Every
// request is signed with the merchant's API key (WECHATPAY2-SHA256-RSA2048), and the plugin verifies
// every answer against WeChat Pay's public key (public-key mode: its id is the Wechatpay-Serial) with
// a 5-minute clock check. Orders: JSAPI inside WeChat (POST /v3/pay/transactions/jsapi, for the
// payer's openid at the group's official account; the page then signs the bridge's fields with the
// merchant key, signType RSA), H5 elsewhere (POST /v3/pay/transactions/h5 with the payer's address).
// Notifications are checked here with the plugin's own Rsa and AES-256-GCM: the signature over
// `timestamp\nnonce\nbody\n`, the key id, a timestamp within 5 minutes, then the resource opened with
// the merchant's APIv3 key. The same code runs against api.mch.weixin.qq.com and the sandbox's
// stand-in (server/sandbox/wechatpay-api.ts).

export type WechatPayAdapterConfig = {
  /** WeChat Pay's API base, ending in '/': https://api.mch.weixin.qq.com/, or a stand-in's. */
  apiBase: () => string;
  /** Where WeChat Pay posts this group's notifications (POST /api/payments/wechatpay/:group/notify). */
  notifyUrl: (groupId: string) => string;
  /** The group's merchant credentials; null: none set. */
  credentials: (groupId: string) => Promise<WechatPayCredentials | null>;
  /** The payer's openid at this official account, from their WeChat sign-in; null: they have none. */
  openidOf: (appId: string, userId: string) => Promise<string | null>;
  timeoutMs?: number;
  /** Seconds since the epoch (the notifications' age is checked against it). */
  now?: () => number;
};

const DEFAULT_TIMEOUT_MS = 5000;
/** How far a notification's timestamp may be from our clock, as WeChat Pay's own SDKs allow. */
export const NOTIFICATION_MAX_AGE_SECONDS = 300;
/** WeChat Pay's limit on an order's description. */
const DESCRIPTION_MAX = 127;
/** One connection per call: see the wallet adapter (a kept connection closed under us is a refused payment). */
const agents = { httpAgent: new HttpAgent({ keepAlive: false }), httpsAgent: new HttpsAgent({ keepAlive: false }) };

const Prepay = type({ prepay_id: string() });
const H5 = type({ h5_url: string() });
const Notice = type({
  id: string(),
  event_type: string(),
  resource: type({ algorithm: literal('AEAD_AES_256_GCM'), ciphertext: string(), nonce: string(), associated_data: optional(string()) }),
});
const Transaction = type({
  mchid: string(),
  appid: string(),
  out_trade_no: string(),
  trade_state: enums(['SUCCESS', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  amount: type({ total: integer(), currency: string() }),
});
const Refusal = object({ code: string(), message: string() });
const Queried = type({
  out_trade_no: string(),
  trade_state: enums(['SUCCESS', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR', 'REFUND']),
  transaction_id: optional(string()),
  amount: type({ total: integer(), currency: optional(string()) }),
});

const STATUS_OF = {
  SUCCESS: 'PAID', NOTPAY: 'PENDING', USERPAYING: 'PENDING', CLOSED: 'FAILED', REVOKED: 'FAILED', PAYERROR: 'FAILED',
} as const;

/** The part of the SDK's chained client used here: POST v3/pay/transactions/<kind>, GET …/out-trade-no/{out_trade_no}. */
type Segment = {
  post: (body: object) => Promise<{ data: unknown }>;
  get: (config: object) => Promise<{ data: unknown }>;
  [segment: string]: unknown;
};
type Chain = { v3: { pay: { transactions: Record<string, Segment | undefined> } } };

/** The SDK, loaded at the first order or notification. */
const wechatPaySdk = lazyModule(() => import('wechatpay-axios-plugin'));

const refusedNotice = (why: string) => apiErrors.loginRequired(`not a notification from WeChat Pay: ${why}`);

/** Whatever the plugin or axios threw, as the member is told it. */
function refusal(error: unknown): Error {
  const failure = error as { isAxiosError?: boolean; code?: string; response?: { status: number; data: unknown } };
  if (!failure.isAxiosError) return error as Error;
  const { response } = failure;
  // The plugin's own checks of an answer (EV3_RES_…): it was not WeChat Pay's, or not unchanged.
  if (failure.code?.startsWith('EV3_RES_')) return apiErrors.unavailable(`WeChat Pay's answer did not verify (${failure.code})`);
  if (!response) return apiErrors.unavailable('WeChat Pay did not answer: try again');
  const [, said] = Refusal.validate(response.data);
  if (response.status === 401) return apiErrors.unavailable('WeChat Pay refused this server\'s signature: the merchant credentials need checking');
  if (response.status >= 500 || !said) return apiErrors.unavailable('WeChat Pay did not take the order: try again');
  return apiErrors.rejected(`WeChat Pay refused the order: ${said.message} (${said.code})`);
}

export function wechatPayAdapter(config: WechatPayAdapterConfig): WechatPayProvider {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? (() => Math.floor(Date.now() / 1000));

  async function merchantOf(group: GroupRow): Promise<WechatPayCredentials> {
    const merchant = await config.credentials(group.group_id);
    if (!merchant || !group.wechat_app_id) throw apiErrors.unavailable('wechatPay is not configured for this group');
    return merchant;
  }

  /**
   * A call through the SDK's client, whose refusals become ours and whose answer is checked. The
   * client is a Proxy that answers any property with a path segment, `then` included, so it is never
   * handed out of a promise.
   */
  async function call<T>(merchant: WechatPayCredentials, send: (wxpay: Chain) => Promise<{ data: unknown }>, shape: Struct<T, any>): Promise<T> {
    const { Wechatpay } = await wechatPaySdk();
    let data: unknown;
    try {
      const wxpay = new Wechatpay({
        mchid: merchant.mchid,
        serial: merchant.merchant_serial,
        privateKey: merchant.merchant_private_key,
        certs: { [merchant.platform_key_id]: merchant.platform_public_key },
        baseURL: config.apiBase(),
        timeout,
        adapter: 'http',
        ...agents,
      } as ConstructorParameters<typeof Wechatpay>[0]) as unknown as Chain;
      ({ data } = await send(wxpay));
    } catch (error) {
      throw refusal(error);
    }
    try {
      return create(data, shape);
    } catch (error) {
      if (error instanceof StructError) throw apiErrors.unavailable(`WeChat Pay answered what it should not: ${error.message}`);
      throw error;
    }
  }

  /** Posts an order to `v3/pay/transactions/<kind>`. */
  const order = <T>(merchant: WechatPayCredentials, kind: 'jsapi' | 'h5', body: object, shape: Struct<T, any>) =>
    call(merchant, (wxpay) => wxpay.v3.pay.transactions[kind]!.post(body), shape);

  return {
    async createCharge(request: ChargeRequest & { channel: 'jsapi' | 'h5' }): Promise<WechatPayment> {
      const { group } = request;
      const merchant = await merchantOf(group);
      const appId = group.wechat_app_id;
      requireCny(request.currency, 'WeChat Pay');
      const base = {
        appid: appId,
        mchid: merchant.mchid,
        description: [...request.description].slice(0, DESCRIPTION_MAX).join('') || appId,
        out_trade_no: request.chargeId,
        notify_url: config.notifyUrl(group.group_id),
        amount: { total: toFen(request.amount, 'WeChat Pay'), currency: 'CNY' },
      };
      if (request.channel === 'h5') {
        const { h5_url } = await order(merchant, 'h5', {
          ...base, scene_info: { payer_client_ip: request.payer.ip, h5_info: { type: 'Wap' } },
        }, H5);
        // WeChat Pay's H5 page returns the payer to `redirect_url`, which the merchant appends.
        const h5Url = request.resultUrl ? `${h5_url}&redirect_url=${encodeURIComponent(request.resultUrl)}` : h5_url;
        return { appId: '', timeStamp: '', nonceStr: '', package: '', signType: '', paySign: '', h5_url: h5Url };
      }
      const openid = await config.openidOf(appId, request.payer.userId);
      if (!openid) {
        throw apiErrors.rejected('WeChat Pay inside WeChat needs your WeChat account: sign in with WeChat in this group first');
      }
      const { prepay_id } = await order(merchant, 'jsapi', { ...base, payer: { openid } }, Prepay);
      const { Formatter, Rsa } = await wechatPaySdk();
      const fields = { appId, timeStamp: String(now()), nonceStr: Formatter.nonce(), package: `prepay_id=${prepay_id}` };
      const paySign = Rsa.sign(Formatter.joinedByLineFeed(fields.appId, fields.timeStamp, fields.nonceStr, fields.package), Rsa.from(merchant.merchant_private_key, Rsa.KEY_TYPE_PRIVATE));
      return { ...fields, signType: 'RSA', paySign, h5_url: '' };
    },

    async queryCharge(group: GroupRow, chargeId: string): Promise<ChargeReport | null> {
      const merchant = await merchantOf(group);
      let found;
      try {
        found = await call(merchant, (wxpay) => (wxpay.v3.pay.transactions['out-trade-no']![`{out_trade_no}`] as Segment)
          .get({ params: { mchid: merchant.mchid }, out_trade_no: chargeId }), Queried);
      } catch (error) {
        // WeChat Pay has no such order (its ORDER_NOT_EXIST, 404): the charge was never placed there.
        if ((error as { status?: number }).status === 409 && (error as Error).message.endsWith('(ORDER_NOT_EXIST)')) return null;
        throw error;
      }
      // A refunded order was paid first.
      const state = found.trade_state === 'REFUND' ? 'SUCCESS' : found.trade_state;
      return {
        notification_id: `query:${found.transaction_id ?? chargeId}:${state}`,
        reference: found.out_trade_no,
        status: STATUS_OF[state],
        currency: found.amount.currency ?? 'CNY',
        amount: yuanOf(found.amount.total),
      };
    },

    async readNotification(group: GroupRow, notice: ProviderNotice): Promise<ChargeReport> {
      // Nothing to verify it with: no notification can be for this group.
      const merchant = group.wechat_app_id ? await config.credentials(group.group_id) : null;
      if (!merchant) throw apiErrors.notFoundWith('this group takes no WeChat Pay');
      const { Aes, Formatter, Rsa } = await wechatPaySdk();
      const [timestamp, nonce, serial, signature] = ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-serial', 'wechatpay-signature']
        .map((name) => notice.header(name));
      if (!timestamp || !nonce || !serial || !signature) throw refusedNotice('its Wechatpay-* headers are missing');
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > NOTIFICATION_MAX_AGE_SECONDS) {
        throw refusedNotice('its timestamp is not within 5 minutes');
      }
      if (serial !== merchant.platform_key_id) throw refusedNotice('it names another key');
      let verified = false;
      try {
        verified = Rsa.verify(Formatter.response(timestamp, nonce, notice.body), signature, Rsa.from(merchant.platform_public_key, Rsa.KEY_TYPE_PUBLIC));
      } catch {
        verified = false;
      }
      if (!verified) throw refusedNotice('the signature does not verify');
      let transaction;
      try {
        const { id, resource } = create(JSON.parse(notice.body), Notice);
        const plain = Aes.AesGcm.decrypt(resource.ciphertext, merchant.apiv3_key, resource.nonce, resource.associated_data ?? '');
        transaction = { id, ...create(JSON.parse(plain), Transaction) };
      } catch {
        throw apiErrors.validation('invalid notification: its resource does not open with the APIv3 key');
      }
      if (transaction.mchid !== merchant.mchid || transaction.appid !== group.wechat_app_id) {
        throw apiErrors.forbidden('the notification is for another merchant or official account');
      }
      return {
        notification_id: transaction.id,
        reference: transaction.out_trade_no,
        status: STATUS_OF[transaction.trade_state],
        currency: transaction.amount.currency,
        amount: yuanOf(transaction.amount.total),
      };
    },
  };
}
