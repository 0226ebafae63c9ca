import { Hono } from 'hono';
import { nonempty, object, optional, pattern, size, string, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { everyone, LIMITS, rateLimit } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validation';
import { authHandlers, refreshTokenOwner } from './auth.handlers';
import { phoneHandlers } from './phone.handlers';
import { wechatHandlers } from './wechat.handlers';

export const MixinLoginBody = type({ code: size(nonempty(string()), 1, 200) });
export const RefreshBody = type({ refresh_token: size(nonempty(string()), 1, 200) });
export const WechatCodeBody = type({ code: size(nonempty(string()), 1, 200) });

/** Country calling code ('86' or '+86') and the national number (digits; spaces and dashes allowed). */
const PhoneFields = {
  phone_code: pattern(string(), /^\+?\d{1,4}$/),
  phone_number: pattern(string(), /^(?:\d[\s-]?){4,14}\d$/),
};
/** `token`: the solved captcha's token. */
export const SmsCodeBody = object({ token: size(nonempty(string()), 1, 200), ...PhoneFields });
/** `captcha`: the SMS code; `openid` (optional) links the WeChat account being registered. */
export const RegisterBody = object({
  token: size(nonempty(string()), 1, 200),
  ...PhoneFields,
  captcha: pattern(string(), /^\s*\d{6}\s*$/),
  openid: optional(size(nonempty(string()), 1, 200)),
});

// Rate limits (lib/rate-limit.ts) count attempts: they come after validation, as a malformed request
// tries nothing and costs nothing.
const signIn = rateLimit(LIMITS.signInPerAddress);

export const authRoutes = new Hono<GroupEnv>()
  .post('/auth/mixin', jsonBody(MixinLoginBody), signIn, (c) => authHandlers.mixin(c, c.req.valid('json').code))
  .post('/auth/refresh', jsonBody(RefreshBody), rateLimit(LIMITS.refreshPerAddress),
    rateLimit(LIMITS.refreshPerUser, refreshTokenOwner),
    (c) => authHandlers.refresh(c, c.req.valid('json').refresh_token))
  .post('/auth/wechat', jsonBody(WechatCodeBody), signIn, (c) => wechatHandlers.login(c, c.req.valid('json').code))
  .post('/auth/wechat/openid', jsonBody(WechatCodeBody), signIn, (c) => wechatHandlers.openid(c, c.req.valid('json').code))
  .post('/auth/mfa/captcha', jsonBody(SmsCodeBody), rateLimit(LIMITS.smsPerAddress), rateLimit(LIMITS.smsEverywhere, everyone),
    (c) => phoneHandlers.sendCode(c, c.req.valid('json')))
  .post('/auth/register', jsonBody(RegisterBody), rateLimit(LIMITS.registerPerAddress),
    (c) => phoneHandlers.register(c, c.req.valid('json')));
