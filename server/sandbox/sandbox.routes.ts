import { Hono } from 'hono';
import { smsGatewayStandIn } from './sms-gateway';
import { kycApiStandIn, kycPages } from './kyc-api';
import { nftApiStandIn } from './nft-api';
import { s3ApiStandIn } from './s3-api';
import { captchaApiStandIn } from './captcha-api';
import { chainApiStandIn } from './chain';
import {
  boolean, coerce, defaulted, enums, integer, max, min, nonempty, nullable, optional, pattern, size, string, type,
} from 'superstruct';
import type { AppEnv } from '../context';
import { LIMITS, rateLimit } from '../lib/rate-limit';
import { AmountText } from '../../contract/amount';
import { formBody, jsonBody, queryParams } from '../lib/validation';
import { answeredCaptcha, identitySandboxHandlers } from './identity.handlers';
import { NFT_OUTCOMES, nftSandboxHandlers } from './nft.handlers';
import {
  alipayCheckout, paymentSandboxHandlers, rebornCheckout, walletCheckout, wechatPayCheckout,
} from './payment.handlers';
import { LEGAL_DOCS, type LegalDoc } from './sandbox.pages';
import { sandboxHandlers } from './sandbox.handlers';
import { liveSandboxRoutes } from './live';
import { buySandboxRoutes } from './buy.sandbox';
import { invoiceApiStandIn, invoiceSandboxRoutes } from './invoice';
import { walletSandboxRoutes } from './wallet.sandbox';
import { mixinApiStandIn } from './mixin-api';
import { MIXIN_API_MOUNT } from './providers';
import { wechatApiStandIn } from './wechat-api';
import { wechatPayApiStandIn } from './wechatpay-api';
import { alipayGateway, alipayGatewayApi } from './alipay-gateway';

// Stand-ins for outside parties (the wallet's OAuth, legal pages) and JSON test controls.
// Mounted at /sandbox only when SANDBOX is on.

const Text = (maxLength: number) => size(nonempty(string()), 1, maxLength);

export const AuthorizeQuery = type({
  client_id: Text(100),
  scope: optional(size(string(), 0, 200)),
  return_to: Text(2000),
  persona: optional(Text(40)),
});

export const LegalQuery = type({ group: optional(size(string(), 0, 64)) });

export const MaintenanceBody = type({ group: Text(64), on: boolean() });

const THIRTY_DAYS = 30 * 24 * 60 * 60;
export const TokenTtlBody = type({ seconds: nullable(max(min(integer(), 1), THIRTY_DAYS)) });

export const ResetBody = type({});

const PayAction = { action: enums(['pay', 'cancel'] as const) };

export const WechatAuthorizeQuery = type({
  appid: Text(100),
  redirect_uri: Text(2000),
  state: optional(size(string(), 0, 200)),
  scope: optional(size(string(), 0, 100)),
  persona: optional(Text(40)),
  /** Sign in again as a WeChat user made earlier with persona=new. */
  openid: optional(Text(100)),
});
export const CaptchaSolveBody = type({ token: Text(200), answer: size(string(), 0, 20) });
/** A phone the sandbox SMS inbox is read for (/sms/latest, /sms/messages). */
export const SmsLatestQuery = type({ phone: Text(40) });
export const KycPageQuery = type({ session: Text(200) });
export const KycForm = type({
  session: Text(200),
  decision: enums(['approve', 'reject'] as const),
  name: optional(size(string(), 0, 100)),
  error_code: optional(size(string(), 0, 40)),
  error_message: optional(size(string(), 0, 200)),
});
/** The wallet's pay URL (the client builds it; trace is the order id). */
export const WalletPayQuery = type({
  recipient: Text(100),
  asset: Text(100),
  amount: AmountText,
  memo: optional(size(string(), 0, 200)),
  trace: Text(100),
  return_to: optional(Text(2000)),
});
/** Alipay's cashier page: the trade its gateway took. */
const AlipayPageQuery = type({ trade_no: Text(100) });
/** WeChat Pay's H5 page: the order it took, and where the merchant asked it to send the payer back. */
const WechatPayPageQuery = type({ prepay_id: Text(100), package: optional(Text(100)), redirect_url: optional(Text(2000)) });
export const RebornPayQuery = type({ transfer_id: Text(100), redirect_url: Text(2000), cancel_url: Text(2000) });

const NftOutcome = enums(NFT_OUTCOMES);
const DelayMs = max(min(integer(), 0), 10 * 60 * 1000);
/** No user_id or persona: the group's default for everyone without their own entry. */
export const NftControlBody = type({
  group: Text(64),
  user_id: optional(Text(100)),
  persona: optional(Text(40)),
  outcome: NftOutcome,
  delay_ms: optional(nullable(DelayMs)),
});
export const NftPageQuery = type({ group: defaulted(Text(64), 'nft') });
export const NftForm = type({
  group: Text(64),
  persona: optional(Text(40)),
  outcome: NftOutcome,
  delay_ms: optional(coerce(DelayMs, pattern(string(), /^\d+$/), Number)),
});

export const sandboxRoutes = new Hono<AppEnv>()
  // A real tiny HLS stream that GET /stream/urls points at.
  .route('/live', liveSandboxRoutes)
  // The buy-crypto hint's external pages (issue 13 point 7).
  .route('/buy', buySandboxRoutes)
  // The wallet's API (api.mixin.one's wire format) that the real wallet adapter signs in through.
  .route('/mixin-api', mixinApiStandIn(MIXIN_API_MOUNT))
  // WeChat's OAuth API (api.weixin.qq.com's wire format) that the real WeChat adapter signs in through.
  .route('/wechat-api', wechatApiStandIn)
  // WeChat Pay's API v3 (api.mch.weixin.qq.com's wire format) that the real WeChat Pay adapter orders through.
  .route('/wechatpay-api', wechatPayApiStandIn)
  // The SMS gateway (our own signed protocol, providers/sms) that the outbox delivers SMS through.
  .route('/sms-gateway', smsGatewayStandIn)
  // The KYC vendor (our own signed protocol, providers/kyc) that the server registers sessions with.
  .route('/kyc-api', kycApiStandIn)
  // The NFT ticket checker (our own signed protocol, providers/nft) that the server asks.
  .route('/nft-api', nftApiStandIn)
  // The badge chain (our own signed protocol, providers/chain) that seal requests go to.
  .route('/chain-api', chainApiStandIn)
  // The invoicing vendor (our own signed protocol, providers/invoice) that invoice requests go to.
  .route('/invoice-api', invoiceApiStandIn)
  // An S3-compatible bucket store (S3's wire format and SigV4), for FILES_STORE=s3.
  .route('/s3', s3ApiStandIn)
  // The captcha vendor's API (our own signed protocol, providers/captcha) the server verifies tokens at.
  .route('/captcha-api', captchaApiStandIn)
  .get('/mixin/authorize', queryParams(AuthorizeQuery), (c) => sandboxHandlers.authorize(c, c.req.valid('query')))
  // The pattern admits only known documents, so anything else falls through to the 404.
  .get(`/legal/:doc{${LEGAL_DOCS.join('|')}}`, queryParams(LegalQuery), (c) =>
    sandboxHandlers.legal(c, c.req.param('doc') as LegalDoc, c.req.valid('query').group))
  .post('/control/maintenance', jsonBody(MaintenanceBody), (c) => sandboxHandlers.setMaintenance(c, c.req.valid('json')))
  .post('/control/token-ttl', jsonBody(TokenTtlBody), (c) => sandboxHandlers.setTokenTtl(c, c.req.valid('json').seconds))
  .post('/control/reset', jsonBody(ResetBody), (c) => sandboxHandlers.reset(c))
  // The group's staff issuing a requested invoice (issue 13 point 6).
  .route('/control/invoice', invoiceSandboxRoutes)
  // WeChat sign-in, captcha and SMS for phone registration.
  .get('/wechat/authorize', queryParams(WechatAuthorizeQuery), (c) =>
    identitySandboxHandlers.wechatAuthorize(c, c.req.valid('query')))
  .get('/captcha', (c) => identitySandboxHandlers.captcha(c))
  // Answers count per address, and wrong ones per captcha: the sixth answer to one captcha is refused.
  .post('/captcha/solve', jsonBody(CaptchaSolveBody), rateLimit(LIMITS.captchaAnswersPerAddress),
    rateLimit(LIMITS.captchaWrongAnswers, answeredCaptcha),
    (c) => identitySandboxHandlers.solveCaptcha(c, c.req.valid('json')))
  .get('/sms', (c) => identitySandboxHandlers.smsInbox(c))
  .get('/sms/latest', queryParams(SmsLatestQuery), (c) => identitySandboxHandlers.latestSms(c, c.req.valid('query').phone))
  .get('/sms/messages', queryParams(SmsLatestQuery), (c) => identitySandboxHandlers.smsMessages(c, c.req.valid('query').phone))
  // The wallet's messages from the groups' bots (invoice notices; lib/messaging.ts).
  .route('/mixin', walletSandboxRoutes)
  // Identity verification.
  .get('/kyc', queryParams(KycPageQuery), (c) => kycPages.page(c, c.req.valid('query').session))
  .post('/kyc', formBody(KycForm), (c) => kycPages.decide(c, c.req.valid('form')))
  // Payment providers' pages: Pay and Cancel post back and notify like the real provider would.
  .get('/mixin/pay', queryParams(WalletPayQuery), (c) =>
    paymentSandboxHandlers.show(c, 'mixin', () => walletCheckout(c, c.req.valid('query'))))
  .post('/mixin/pay', formBody(type({ ...WalletPayQuery.schema, ...PayAction })), (c) => {
    const { action, ...query } = c.req.valid('form');
    return paymentSandboxHandlers.act(c, 'mixin', action, () => walletCheckout(c, query));
  })
  .get('/wechat/pay', queryParams(WechatPayPageQuery), (c) =>
    paymentSandboxHandlers.show(c, 'wechat', () => wechatPayCheckout(c, c.req.valid('query'))))
  .post('/wechat/pay', formBody(type({ ...WechatPayPageQuery.schema, ...PayAction })), (c) => {
    const { action, ...query } = c.req.valid('form');
    return paymentSandboxHandlers.act(c, 'wechat', action, () => wechatPayCheckout(c, query));
  })
  // Alipay's gateway (openapi.alipay.com's wire format) that the real Alipay adapter's pay URLs open.
  .get('/alipay/gateway.do', (c) => alipayGateway(c))
  .post('/alipay/gateway.do', (c) => alipayGatewayApi(c))
  .get('/alipay/pay', queryParams(AlipayPageQuery), (c) =>
    paymentSandboxHandlers.show(c, 'alipay', () => alipayCheckout(c, c.req.valid('query'))))
  .post('/alipay/pay', formBody(type({ ...AlipayPageQuery.schema, ...PayAction })), (c) => {
    const { action, ...query } = c.req.valid('form');
    return paymentSandboxHandlers.act(c, 'alipay', action, () => alipayCheckout(c, query));
  })
  .get('/reborn/pay', queryParams(RebornPayQuery), (c) =>
    paymentSandboxHandlers.show(c, 'reborn', () => rebornCheckout(c, c.req.valid('query'))))
  .post('/reborn/pay', formBody(type({ ...RebornPayQuery.schema, ...PayAction })), (c) => {
    const { action, ...query } = c.req.valid('form');
    return paymentSandboxHandlers.act(c, 'reborn', action, () => rebornCheckout(c, query));
  })
  // NFT ticket checks: what a check finds, per persona.
  .post('/control/nft', jsonBody(NftControlBody), (c) => nftSandboxHandlers.control(c, c.req.valid('json')))
  .get('/nft', queryParams(NftPageQuery), (c) => nftSandboxHandlers.page(c, c.req.valid('query').group))
  .post('/nft', formBody(NftForm), (c) => nftSandboxHandlers.submitForm(c, c.req.valid('form')));
