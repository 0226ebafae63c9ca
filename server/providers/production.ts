import type { AppDeps } from '../context';
import { credentialsOf } from './credentials';
import { unconfiguredProviders, type Providers } from './index';
import { withQuery } from '../lib/urls';
import { mixinAdapter } from './mixin/mixin.adapter';
import { smsAdapter } from './sms/sms.adapter';
import { kycAdapter } from './kyc/kyc.adapter';
import { nftAdapter } from './nft/nft.adapter';
import { chainAdapter } from './chain/chain.adapter';
import { invoiceAdapter } from './invoice/invoice.adapter';
import { rebornAdapter } from './reborn/reborn.adapter';
import { captchaAdapter } from './captcha/captcha.adapter';
import { nginxLiveAdapter } from './live/nginx.adapter';
import { tencentLiveAdapter } from './live/tencent.adapter';
import { diskFileStore } from './files/disk.adapter';
import { s3FileStore } from './files/s3.adapter';
import { attachmentDirAt } from '../routes/attachment/attachment.store';
import type { LiveProvider } from './live.provider';
import { wechatAdapter } from './wechat/wechat.adapter';
import { wechatPayAdapter } from './wechatpay/wechatpay.adapter';
import { alipayAdapter } from './alipay/alipay.adapter';
import { findOpenidOfUser } from '../routes/auth/wechat.repo';
import { apiErrors } from '../lib/errors';

/** Where a payment provider posts a group's notifications: at PUBLIC_ORIGIN, else where this server listens. */
export function partyNotifyUrl(deps: AppDeps, party: 'wechatpay' | 'alipay', groupId: string): string {
  const origin = deps.env.publicOrigin || deps.runtime.selfOrigin;
  if (!origin) throw apiErrors.unavailable('this server does not know its own address yet: set PUBLIC_ORIGIN');
  return `${origin}/api/payments/${party}/${encodeURIComponent(groupId)}/notify`;
}

/** Live video: Tencent Cloud CSS when it is set up, else a self-hosted nginx-rtmp when that is, else none (503). */
function liveProvider(deps: AppDeps, none: LiveProvider): LiveProvider {
  const { env } = deps;
  if (env.tencentLive) return tencentLiveAdapter({ ...env.tencentLive, playValidSeconds: 6 * 60 * 60, clock: deps.clock });
  if (env.liveRtmpBase) return nginxLiveAdapter({ rtmpBase: env.liveRtmpBase, hlsBase: env.liveHlsBase, controlUrl: env.liveControlUrl });
  return none;
}

/**
 * The real adapters, as a server with SANDBOX off runs them, at the parties' own addresses (or the
 * stand-ins' that the settings name, as `npm run start:standins` will). A party without its adapter
 * yet answers 503 (unconfiguredProviders).
 */
export function productionProviders(deps: AppDeps): Providers {
  const none = unconfiguredProviders();
  const wechat = wechatAdapter({
    apiBase: () => deps.env.wechatApiBase,
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'wechat'),
  });
  const wallet = mixinAdapter({
    apiBase: () => deps.env.mixinApiBase,
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'mixin'),
  });
  const wechatPay = wechatPayAdapter({
    apiBase: () => `${deps.env.wechatPayApiBase}/`,
    notifyUrl: (groupId) => partyNotifyUrl(deps, 'wechatpay', groupId),
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'wechatpay'),
    openidOf: (appId, userId) => findOpenidOfUser(deps.sql, appId, userId),
  });
  const alipay = alipayAdapter({
    gateway: () => deps.env.alipayGateway,
    notifyUrl: (groupId) => partyNotifyUrl(deps, 'alipay', groupId),
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'alipay'),
  });
  return {
    ...none,
    wechat,
    wechatPay,
    alipay,
    sms: smsAdapter({ url: () => deps.env.smsGatewayUrl || null, secret: () => deps.env.smsGatewaySecret ?? '', clock: deps.clock }),
    kyc: kycAdapter({ url: () => deps.env.kycUrl || null, secret: () => deps.env.kycSecret ?? '', clock: deps.clock }),
    nft: nftAdapter({ url: () => deps.env.nftUrl || null, secret: () => deps.env.nftSecret ?? '', clock: deps.clock }),
    chain: chainAdapter({ url: () => deps.env.chainUrl || null, secret: () => deps.env.chainSecret ?? '', clock: deps.clock }),
    live: liveProvider(deps, none.live),
    files: deps.env.s3 ? s3FileStore(deps.env.s3) : diskFileStore(() => attachmentDirAt(deps.env.database)),
    captcha: captchaAdapter({ url: () => deps.env.captchaUrl || null, secret: () => deps.env.captchaSecret ?? '', clock: deps.clock }),
    reborn: rebornAdapter({ secret: () => deps.env.rebornSecret ?? '', clock: deps.clock }),
    invoice: invoiceAdapter({ url: () => deps.env.invoiceUrl || null, secret: () => deps.env.invoiceSecret ?? '', clock: deps.clock }),
    mixin: {
      ...none.mixin, signIn: wallet.signIn, balances: wallet.balances, searchUser: wallet.searchUser, incomingTransfers: wallet.incomingTransfers,
      sendMessage: wallet.sendMessage, asset: wallet.asset, transfer: wallet.transfer,
      payUrl: (request) => withQuery(deps.env.mixinPayUrl, request),
    },
  };
}
