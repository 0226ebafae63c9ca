import { authCalls } from '../../../contract/api/auth';
import { sessionCalls } from '../../../contract/api/session';
import { everyone, LIMITS, rateLimit } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { authHandlers, refreshTokenOwner } from './auth.handlers';
import { phoneHandlers } from './phone.handlers';
import { wechatHandlers } from './wechat.handlers';

// Signing in (§3, §8): contract/api/auth.ts says what each call takes. Rate limits (lib/rate-limit.ts)
// count attempts: they come after validation, as a malformed request tries nothing and costs nothing.
const signIn = rateLimit(LIMITS.signInPerAddress);

export const authRoutes = mountCalls(authCalls, {
  mixin: { before: [signIn], handle: (c, { body }) => authHandlers.mixin(c, body.code) },
  wechat: { before: [signIn], handle: (c, { body }) => wechatHandlers.login(c, body.code) },
  wechatOpenid: { before: [signIn], handle: (c, { body }) => wechatHandlers.openid(c, body.code) },
  smsCode: {
    before: [rateLimit(LIMITS.smsPerAddress), rateLimit(LIMITS.smsEverywhere, everyone)],
    handle: (c, { body }) => phoneHandlers.sendCode(c, body),
  },
  register: { before: [rateLimit(LIMITS.registerPerAddress)], handle: (c, { body }) => phoneHandlers.register(c, body) },
});

export const sessionRoutes = mountCalls(sessionCalls, {
  refresh: {
    before: [rateLimit(LIMITS.refreshPerAddress), rateLimit(LIMITS.refreshPerUser, refreshTokenOwner)],
    handle: (c, { body }) => authHandlers.refresh(c, body.refresh_token),
  },
});
