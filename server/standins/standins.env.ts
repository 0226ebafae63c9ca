import { DEVELOPMENT_CARD_KEY_HEX, DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { sandboxPartySecret } from '../providers/signed-party';
import { CAPTCHA_API_MOUNT, CHAIN_API_MOUNT, INVOICE_API_MOUNT, KYC_API_MOUNT, NFT_API_MOUNT, SMS_GATEWAY_MOUNT } from '../sandbox/providers';

// The settings of a server started with the sandbox off whose outside parties are the stand-ins at
// `standins` (server/standins/standins.ts): each party's base URL there, and the keys of our own
// signed protocol as the stand-ins derive them from the shared database's signing key. The demo's
// credentials are sealed with the development SECRETS_KEY, and its cards with the development CARD_KEY.

/** How the app is built to send people to the stand-ins' pages: the wallet's sign-in and pay pages, WeChat's, the captcha, the rc app. */
export function appBuildEnvForStandins(standins: string): Record<string, string> {
  return {
    VITE_OAUTH_BASE: `${standins}/sandbox/mixin`,
    VITE_WECHAT_OAUTH_BASE: `${standins}/sandbox/wechat`,
    VITE_PAY_BASE: `${standins}/sandbox/mixin/pay`,
    VITE_CAPTCHA_BASE: `${standins}/sandbox/captcha`,
    VITE_REBORN_PAY_BASE: `${standins}/sandbox/reborn/pay`,
  };
}

export function serverEnvForStandins(origins: { server: string; standins: string }, tokenSecret: string): Record<string, string> {
  const party = (name: string) => sandboxPartySecret({ tokenSecret }, name);
  const at = (mount: string) => `${origins.standins}${mount}`;
  return {
    SANDBOX: 'off',
    PUBLIC_ORIGIN: origins.server,
    SECRETS_KEY: DEVELOPMENT_SECRETS_KEY_HEX,
    CARD_KEY: DEVELOPMENT_CARD_KEY_HEX,
    MIXIN_API_BASE: at('/sandbox/mixin-api'),
    MIXIN_PAY_URL: at('/sandbox/mixin/pay'),
    WECHAT_API_BASE: at('/sandbox/wechat-api'),
    WECHATPAY_API_BASE: at('/sandbox/wechatpay-api'),
    ALIPAY_GATEWAY: at('/sandbox/alipay/gateway.do'),
    SMS_GATEWAY_URL: at(SMS_GATEWAY_MOUNT),
    SMS_GATEWAY_SECRET: party('sms'),
    KYC_URL: at(KYC_API_MOUNT),
    KYC_SECRET: party('kyc'),
    NFT_URL: at(NFT_API_MOUNT),
    NFT_SECRET: party('nft'),
    CHAIN_URL: at(CHAIN_API_MOUNT),
    CHAIN_SECRET: party('chain'),
    INVOICE_URL: at(INVOICE_API_MOUNT),
    INVOICE_SECRET: party('invoice'),
    REBORN_SECRET: party('reborn'),
    CAPTCHA_URL: at(CAPTCHA_API_MOUNT),
    CAPTCHA_SECRET: party('captcha'),
  };
}

/** Where an nginx with the RTMP module, run from server/providers/live/nginx-rtmp.conf, listens on this machine. */
export type LocalNginx = { rtmpPort: number; httpPort: number };

/**
 * The live-video settings of a server whose nginx runs on this machine (launch.ts starts it): pushes
 * to its RTMP application, HLS and the publisher's drop on its HTTP port, the callbacks' shared
 * secret (the app's Content-Security-Policy allows LIVE_HLS_BASE's origin by itself).
 */
export function serverEnvForNginx(nginx: LocalNginx, callbackSecret: string): Record<string, string> {
  const http = `http://127.0.0.1:${nginx.httpPort}`;
  return {
    LIVE_RTMP_BASE: `rtmp://127.0.0.1:${nginx.rtmpPort}/live`,
    LIVE_HLS_BASE: `${http}/hls`,
    LIVE_CONTROL_URL: `${http}/control`,
    LIVE_CALLBACK_SECRET: callbackSecret,
  };
}
