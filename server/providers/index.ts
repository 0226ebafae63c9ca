import { apiErrors } from '../lib/errors';
import type { Log } from '../lib/log';
import type { ChainProvider } from './chain.provider';
import type { KycProvider } from './kyc.provider';
import type { LiveProvider } from './live.provider';
import type { SmsProvider } from './messages.provider';
import type { InvoiceProvider } from './invoice.provider';
import type { RebornProvider } from './reborn.provider';
import type { FileStore } from './files.provider';
import type { CaptchaProvider } from './captcha.provider';
import type { MixinProvider } from './mixin.provider';
import type { NftProvider } from './nft.provider';
import type { AlipayProvider, WechatPayProvider } from './payment.provider';
import type { WechatLoginProvider } from './wechat.provider';

// The outside parties the server reaches, one interface each (issue 23). Routes and services call
// these and nothing else: the sandbox's stand-ins (server/sandbox/providers.ts) and the real
// adapters implement the same interfaces, so no route knows which one runs.

export type Providers = {
  mixin: MixinProvider;
  wechat: WechatLoginProvider;
  wechatPay: WechatPayProvider;
  alipay: AlipayProvider;
  kyc: KycProvider;
  nft: NftProvider;
  live: LiveProvider;
  chain: ChainProvider;
  sms: SmsProvider;
  invoice: InvoiceProvider;
  reborn: RebornProvider;
  files: FileStore;
  captcha: CaptchaProvider;
};

export type ProviderName = keyof Providers;

/** What a caller meets where no provider is set up: 503, naming the party. */
function missing(name: ProviderName): never {
  throw apiErrors.unavailable(`${name} is not configured on this server`);
}

/**
 * Every party answering 503 until the operator sets it up. Each method refuses when called, so a
 * server without, say, a chain still serves everything that needs none.
 */
export function unconfiguredProviders(): Providers {
  const refuse = (name: ProviderName) => () => missing(name);
  const refuseAsync = (name: ProviderName) => async () => missing(name);
  return {
    mixin: {
      signIn: refuseAsync('mixin'), balances: refuseAsync('mixin'), searchUser: refuseAsync('mixin'), incomingTransfers: refuseAsync('mixin'),
      asset: refuseAsync('mixin'),
      payUrl: refuse('mixin'), transfer: refuseAsync('mixin'), sendMessage: refuseAsync('mixin'),
    },
    wechat: { exchangeCode: refuseAsync('wechat') },
    wechatPay: { createCharge: refuseAsync('wechatPay'), readNotification: refuseAsync('wechatPay'), queryCharge: refuseAsync('wechatPay') },
    alipay: { createCharge: refuseAsync('alipay'), readNotification: refuseAsync('alipay'), queryCharge: refuseAsync('alipay') },
    kyc: { verificationUrl: refuseAsync('kyc'), readEvent: refuse('kyc') },
    nft: { check: refuseAsync('nft') },
    live: { pushUrl: refuse('live'), playUrls: refuse('live'), endPublish: refuseAsync('live') },
    chain: { requestSeal: refuseAsync('chain'), readEvent: refuse('chain') },
    sms: { send: refuseAsync('sms') },
    invoice: { requestInvoice: refuseAsync('invoice'), readEvent: refuse('invoice') },
    reborn: { readEvent: refuse('reborn') },
    files: { put: refuseAsync('files'), read: refuseAsync('files'), remove: refuseAsync('files') },
    captcha: { verify: refuseAsync('captcha') },
  };
}

/**
 * Hands a request the server has already recorded to an outside party. The record stays whatever
 * the party answers: a failure (the party down, or not configured) is logged and the request keeps
 * its pending state, to be sent again under the same id (the parties treat the id as idempotent).
 */
export async function askOutsideParty(deps: { log: Log }, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.log({ level: 'warn', msg: 'outside party refused', what, error: (error as Error).message });
  }
}
