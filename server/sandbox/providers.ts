import type { AppDeps } from '../context';
import { apiErrors } from '../lib/errors';
import { withQuery } from '../lib/urls';
import { credentialsOf } from '../providers/credentials';
import { mixinAdapter } from '../providers/mixin/mixin.adapter';
import { wechatAdapter } from '../providers/wechat/wechat.adapter';
import { wechatPayAdapter } from '../providers/wechatpay/wechatpay.adapter';
import { partyNotifyUrl } from '../providers/production';
import { alipayAdapter } from '../providers/alipay/alipay.adapter';
import { findOpenidOfUser } from '../routes/auth/wechat.repo';
import { WECHATPAY_API_MOUNT } from './wechatpay-api';
import type { Providers } from '../providers';
import type { WalletPayRequest } from '../providers/mixin.provider';
import { smsAdapter } from '../providers/sms/sms.adapter';
import { kycAdapter } from '../providers/kyc/kyc.adapter';
import { nftAdapter } from '../providers/nft/nft.adapter';
import { chainAdapter } from '../providers/chain/chain.adapter';
import { invoiceAdapter } from '../providers/invoice/invoice.adapter';
import { rebornAdapter } from '../providers/reborn/reborn.adapter';
import { captchaAdapter } from '../providers/captcha/captcha.adapter';
import { diskFileStore } from '../providers/files/disk.adapter';
import { s3FileStore } from '../providers/files/s3.adapter';
import type { FileStore } from '../providers/files.provider';
import { SANDBOX_S3_ACCESS_KEY, SANDBOX_S3_BUCKET, SANDBOX_S3_PREFIX, sandboxS3Secret } from './s3-api';
import { attachmentDirAt } from '../routes/attachment/attachment.store';
import { sandboxPartySecret } from '../providers/signed-party';

// The stand-in providers (issue 23): every outside party answered by this server itself, from the
// sandbox's own tables and pages under /sandbox. They implement the same interfaces as the real
// adapters (server/providers), so routes cannot tell them apart. Where a party's wire format is
// followed already, the real adapter runs against the stand-in over HTTP (the wallet's sign-in:
// providers/mixin against /sandbox/mixin-api); the rest are answered in process, for now.

/** Where the wallet stand-in's API answers, under this server's own origin. */
export const MIXIN_API_MOUNT = '/sandbox/mixin-api';
/** Where WeChat's stand-in API answers. */
export const WECHAT_API_MOUNT = '/sandbox/wechat-api';
/** Where the captcha vendor's stand-in answers the server. */
export const CAPTCHA_API_MOUNT = '/sandbox/captcha-api';
/** Where the S3 stand-in answers (path-style buckets under it). */
export const S3_API_MOUNT = '/sandbox/s3';
/** Where the invoicing vendor's stand-in answers. */
export const INVOICE_API_MOUNT = '/sandbox/invoice-api';
/** Where the badge chain's stand-in answers. */
export const CHAIN_API_MOUNT = '/sandbox/chain-api';
/** Where the NFT checker's stand-in answers. */
export const NFT_API_MOUNT = '/sandbox/nft-api';
/** Where the KYC vendor's stand-in answers. */
export const KYC_API_MOUNT = '/sandbox/kyc-api';
/** Where the SMS gateway's stand-in answers. */
export const SMS_GATEWAY_MOUNT = '/sandbox/sms-gateway';
/** Where Alipay's stand-in gateway answers. */
export const ALIPAY_GATEWAY_PATH = '/sandbox/alipay/gateway.do';


/** This server's own origin, where its stand-ins answer; 503 until it listens. */
function selfOrigin(deps: AppDeps): string {
  if (!deps.runtime.selfOrigin) throw apiErrors.unavailable('the sandbox stand-ins answer once the server listens');
  return deps.runtime.selfOrigin;
}

/** The S3 file store against the stand-in bucket at this server's own address (known once it listens). */
function sandboxS3Store(deps: AppDeps): FileStore {
  let store: FileStore | null = null;
  const s3 = () => (store ??= s3FileStore({
    endpoint: `${selfOrigin(deps)}${S3_API_MOUNT}`, region: 'us-east-1', bucket: SANDBOX_S3_BUCKET, accessKeyId: SANDBOX_S3_ACCESS_KEY,
    secretAccessKey: sandboxS3Secret(deps), forcePathStyle: true, prefix: SANDBOX_S3_PREFIX,
  }));
  return {
    put: (id, bytes, type) => s3().put(id, bytes, type),
    read: (id, start, length) => s3().read(id, start, length),
    remove: (id) => s3().remove(id),
  };
}

export function sandboxProviders(deps: AppDeps): Providers {
  const wallet = mixinAdapter({
    apiBase: () => `${selfOrigin(deps)}${MIXIN_API_MOUNT}`,
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'mixin'),
  });
  const wechat = wechatAdapter({
    apiBase: () => `${selfOrigin(deps)}${WECHAT_API_MOUNT}`,
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'wechat'),
  });
  const alipay = alipayAdapter({
    gateway: () => `${selfOrigin(deps)}${ALIPAY_GATEWAY_PATH}`,
    notifyUrl: (groupId) => partyNotifyUrl(deps, 'alipay', groupId),
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'alipay'),
  });
  const wechatPay = wechatPayAdapter({
    apiBase: () => `${selfOrigin(deps)}${WECHATPAY_API_MOUNT}/`,
    notifyUrl: (groupId) => partyNotifyUrl(deps, 'wechatpay', groupId),
    credentials: (groupId) => credentialsOf(deps.sql, deps.env, groupId, 'wechatpay'),
    openidOf: (appId, userId) => findOpenidOfUser(deps.sql, appId, userId),
  });
  /** A stand-in's page address without this server's origin (the browser keeps the one it reached us at). */
  const withoutSelfOrigin = (url: string) => (url.startsWith(selfOrigin(deps)) ? url.slice(selfOrigin(deps).length) : url);
  const kyc = kycAdapter({ url: () => `${selfOrigin(deps)}${KYC_API_MOUNT}`, secret: () => sandboxPartySecret(deps, 'kyc'), clock: deps.clock });
  return {
    wechat,
    mixin: {
      signIn: wallet.signIn,
      balances: wallet.balances,
      searchUser: wallet.searchUser,
      incomingTransfers: wallet.incomingTransfers,
      sendMessage: wallet.sendMessage,
      asset: wallet.asset,
      payUrl: (request: WalletPayRequest) => withQuery('/sandbox/mixin/pay', request),
      transfer: wallet.transfer,
    },
    wechatPay: {
      ...wechatPay,
      // The H5 page without this server's origin, so the browser stays on the one it reached us at.
      async createCharge(request) {
        const payment = await wechatPay.createCharge(request);
        return { ...payment, h5_url: withoutSelfOrigin(payment.h5_url) };
      },
    },
    alipay: {
      ...alipay,
      // The gateway's address without this server's origin, so the browser stays on the one it reached us at.
      async createCharge(request) {
        const { url } = await alipay.createCharge(request);
        return { url: withoutSelfOrigin(url) };
      },
    },
    kyc: {
      ...kyc,
      // The vendor's page without this server's origin, so the browser stays on the one it reached us at.
      async verificationUrl(session, subject) {
        return withoutSelfOrigin(await kyc.verificationUrl(session, subject));
      },
    },
    nft: nftAdapter({ url: () => `${selfOrigin(deps)}${NFT_API_MOUNT}`, secret: () => sandboxPartySecret(deps, 'nft'), clock: deps.clock }),
    live: {
      pushUrl: (push) => `rtmp://live.sandbox.local/live/${push.key}?${push.query}`,
      // The canned stream plays whoever pushes: there is no publish to end.
      endPublish: async () => {},
      playUrls: () => {
        const base = '/sandbox/live';
        return {
          hls: `${base}/master.m3u8`,
          qualities: [
            { quality: '480p', url: `${base}/480p/index.m3u8` },
            { quality: '720p', url: `${base}/720p/index.m3u8` },
            { quality: 'HD', url: `${base}/hd/index.m3u8` },
          ],
        };
      },
    },
    chain: chainAdapter({ url: () => `${selfOrigin(deps)}${CHAIN_API_MOUNT}`, secret: () => sandboxPartySecret(deps, 'chain'), clock: deps.clock }),
    files: deps.env.filesStore === 's3' ? sandboxS3Store(deps) : diskFileStore(() => attachmentDirAt(deps.env.database)),
    captcha: captchaAdapter({ url: () => `${selfOrigin(deps)}${CAPTCHA_API_MOUNT}`, secret: () => sandboxPartySecret(deps, 'captcha'), clock: deps.clock }),
    reborn: rebornAdapter({ secret: () => sandboxPartySecret(deps, 'reborn'), clock: deps.clock }),
    invoice: invoiceAdapter({ url: () => `${selfOrigin(deps)}${INVOICE_API_MOUNT}`, secret: () => sandboxPartySecret(deps, 'invoice'), clock: deps.clock }),
    sms: smsAdapter({ url: () => `${selfOrigin(deps)}${SMS_GATEWAY_MOUNT}`, secret: () => sandboxPartySecret(deps, 'sms'), clock: deps.clock }),
  };
}
