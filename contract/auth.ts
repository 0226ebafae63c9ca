import { number, string, type, type Infer } from './struct';

export const TokenResponse = type({ token: string(), refresh_token: string() });
export type TokenResponse = Infer<typeof TokenResponse>;

/** POST /auth/mfa/captcha: an SMS code was sent; another may be asked for after `retry_after` seconds. */
export const SmsSent = type({ retry_after: number() });
export type SmsSent = Infer<typeof SmsSent>;

/** POST /auth/wechat/openid: who the WeChat user is, for registering them with a phone number. */
export const WechatOpenid = type({ openid: string() });
export type WechatOpenid = Infer<typeof WechatOpenid>;
