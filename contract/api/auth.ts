// Signing in (spec §3, §8): a guest's calls, each under a rate limit the server sets per address.
// The refresh call proves itself with the refresh token, not the access token, which may be dead.
import { nonempty, object, optional, pattern, size, string, type } from '../struct';
import { SmsSent, TokenResponse, WechatOpenid } from '../auth';
import { call } from './call';

const code = () => size(nonempty(string()), 1, 200);

export const MixinLoginBody = type({ code: code() });
export const WechatCodeBody = type({ code: code() });

/** Country calling code ('86' or '+86') and the national number (digits; spaces and dashes allowed). */
const PhoneFields = {
  phone_code: pattern(string(), /^\+?\d{1,4}$/),
  phone_number: pattern(string(), /^(?:\d[\s-]?){4,14}\d$/),
};
/** `token`: the solved captcha's token. */
export const SmsCodeBody = object({ token: code(), ...PhoneFields });
/** `captcha`: the SMS code; `openid` (optional) links the WeChat account being registered. */
export const RegisterBody = object({
  token: code(),
  ...PhoneFields,
  captcha: pattern(string(), /^\s*\d{6}\s*$/),
  openid: optional(code()),
});

export const authCalls = {
  mixin: call({ method: 'POST', path: '/auth/mixin', access: 'guest', summary: 'Signs in with a Mixin OAuth code: an access and a refresh token for this group', body: MixinLoginBody, response: TokenResponse }),
  wechat: call({ method: 'POST', path: '/auth/wechat', access: 'guest', summary: 'Signs in with a WeChat OAuth code; 100409 while that WeChat account is linked to nobody', body: WechatCodeBody, response: TokenResponse }),
  wechatOpenid: call({ method: 'POST', path: '/auth/wechat/openid', access: 'guest', summary: "The WeChat user's openid for a code, to register them with a phone number", body: WechatCodeBody, response: WechatOpenid }),
  smsCode: call({ method: 'POST', path: '/auth/mfa/captcha', access: 'guest', summary: 'Sends an SMS code to a phone number, for a solved captcha', body: SmsCodeBody, response: SmsSent }),
  register: call({ method: 'POST', path: '/auth/register', access: 'guest', summary: 'Signs in (registering if new) with a phone number and its SMS code', body: RegisterBody, response: TokenResponse }),
};
