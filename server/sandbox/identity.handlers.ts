import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { array, boolean, string, type } from 'superstruct';
import { nowIso, nowSeconds, type AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { hashToken, randomToken } from '../lib/tokens';
import { isSameOriginUrl } from '../lib/urls';
import { findUser } from '../routes/account/account.repo';
import { findLatestSmsCode } from '../routes/auth/phone.repo';
import { findLiveCaptchaAnswer, insertCaptcha, markCaptchaSolved } from './sandbox.repo';
import { ensureWechatAccount, findWechatAccount } from '../routes/auth/wechat.repo';
import { insertWechatCode } from './sandbox.repo';
import { findGroupByWechatAppId } from '../routes/group/group.repo';
import { PERSONAS, isPersonaKey } from './personas';
import { smsInboxPage } from './identity.pages';
import { authorizePage } from './sandbox.pages';
import { textsFor } from './sandbox.texts';
import { OAUTH_CODE_TTL, appendCode } from './sandbox.handlers';
import { listSandboxSms } from './sandbox.repo';

type SandboxContext = Context<AppEnv>;

/** A captcha is answered within this time (seconds). */
export const CAPTCHA_TTL = 5 * 60;
const SMS_INBOX_SIZE = 30;
/** The most SMS /sandbox/sms/messages answers for one phone. */
const SMS_LIST_SIZE = 50;

/** The captcha an answer is for (rate limit on wrong answers); only its token's hash is kept. */
export function answeredCaptcha(c: Context<AppEnv, string, { out: { json: { token: string } } }>): string {
  return `captcha:${hashToken(c.req.valid('json').token)}`;
}

const Captcha = type({ token: string(), question: string() });
const CaptchaSolved = type({ solved: boolean() });
const SmsMessage = type({ phone: string(), code: string(), sent_at: string(), expires_at: string(), used: boolean() });
const SmsTexts = array(type({ phone: string(), text: string(), sent_at: string() }));

export type WechatAuthorizeQuery = {
  appid: string; redirect_uri: string; state?: string; scope?: string; persona?: string; openid?: string;
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
/** '+86 138-0000-0000' → '+8613800000000', as the server keeps phones. */
const phoneKeyOf = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** WeChat appends `state` beside the code; both go where appendCode puts the code. */
function appendCodeAndState(redirectUri: string, code: string, state: string | undefined): string {
  const withCode = appendCode(redirectUri, code);
  if (state === undefined) return withCode;
  const hash = withCode.indexOf('#');
  const target = hash === -1 ? withCode : withCode.slice(hash + 1);
  const [path, query = ''] = target.split('?');
  const params = new URLSearchParams(query);
  params.set('state', state);
  const next = `${path}?${params.toString()}`;
  return hash === -1 ? next : `${withCode.slice(0, hash + 1)}${next}`;
}

export const identitySandboxHandlers = {
  /**
   * WeChat's OAuth page. Personas have WeChat accounts linked to their users; "new" is a WeChat
   * user nobody has registered (the app then registers them by phone).
   */
  async wechatAuthorize(c: SandboxContext, query: WechatAuthorizeQuery) {
    const { deps } = c.var;
    const group = await findGroupByWechatAppId(deps.sql, query.appid);
    if (!group) throw apiErrors.validation('invalid appid: no group has this WeChat app id');
    if (!isSameOriginUrl(c, query.redirect_uri)) {
      throw apiErrors.validation('invalid redirect_uri: must be relative or on this origin');
    }
    const scope = query.scope ?? 'snsapi_userinfo';
    if (query.persona === undefined && query.openid === undefined) {
      const link = (persona: string) => {
        const params = new URLSearchParams({ appid: query.appid, redirect_uri: query.redirect_uri, scope, persona });
        if (query.state !== undefined) params.set('state', query.state);
        return `${c.req.path}?${params.toString()}`;
      };
      return c.html(authorizePage(textsFor(c), { appName: group.name, scope, link, provider: 'wechat' }));
    }
    let openid: string;
    const now = nowIso(deps.clock);
    if (query.openid !== undefined) {
      if ((await findWechatAccount(deps.sql, query.openid))?.app_id !== query.appid) {
        throw apiErrors.validation('invalid openid: no such WeChat user of this app');
      }
      openid = query.openid;
    } else if (query.persona === 'new') {
      openid = `wx-new-${randomToken(9)}`;
      await ensureWechatAccount(deps.sql, { openid, app_id: query.appid, user_id: null, nickname: `WeChat user ${openid.slice(-4)}` }, now);
    } else if (query.persona !== undefined && isPersonaKey(query.persona)) {
      const persona = PERSONAS[query.persona];
      openid = `wx-${query.appid}-${persona.key}`;
      if (!(await findUser(deps.sql, persona.user_id))) throw apiErrors.validation('invalid persona: not seeded');
      await ensureWechatAccount(deps.sql, { openid, app_id: query.appid, user_id: persona.user_id, nickname: persona.full_name }, now);
    } else {
      throw apiErrors.validation(`invalid persona: expected one of ${Object.keys(PERSONAS).join(', ')}, new`);
    }
    const code = randomToken(24);
    const seconds = nowSeconds(deps.clock);
    await insertWechatCode(deps.sql, { hash: hashToken(code), appId: query.appid, openid, expiresAt: seconds + OAUTH_CODE_TTL, now: seconds });
    return c.redirect(appendCodeAndState(query.redirect_uri, code, query.state), 302);
  },

  /** A sum to solve: enough to make the flow real without a third-party widget. */
  async captcha(c: SandboxContext) {
    const { deps } = c.var;
    const a = randomInt(2, 10);
    const b = randomInt(2, 10);
    const token = randomToken(24);
    const now = nowSeconds(deps.clock);
    await insertCaptcha(deps.sql, { hash: hashToken(token), answer: String(a + b), expiresAt: now + CAPTCHA_TTL, now });
    return sendData(c, Captcha, { token, question: textsFor(c).t('captcha.question', { a, b }) });
  },

  async solveCaptcha(c: SandboxContext, body: { token: string; answer: string }) {
    const { deps } = c.var;
    const hash = hashToken(body.token);
    const now = nowSeconds(deps.clock);
    const answer = await findLiveCaptchaAnswer(deps.sql, hash, now);
    if (answer === undefined) throw apiErrors.rejected('captcha expired: get a new one');
    if (body.answer.trim() !== answer) throw apiErrors.rejected('wrong captcha answer');
    await markCaptchaSolved(deps.sql, hash, now);
    return sendData(c, CaptchaSolved, { solved: true });
  },

  /** Every SMS the server sent (lib/messaging.ts: sign-in codes, invoice notices), newest first. */
  async smsInbox(c: SandboxContext) {
    const { deps } = c.var;
    const now = nowSeconds(deps.clock);
    const rows = (await listSandboxSms(deps.sql, SMS_INBOX_SIZE)).map((row) => ({
      phone: row.phone,
      text: row.text,
      sent: row.sent_at.replace('T', ' ').slice(0, 19),
      state: row.code_expires_at === null ? null
        : row.code_used_at !== null ? 'used' as const : row.code_expires_at <= now ? 'expired' as const : 'valid' as const,
    }));
    return c.html(smsInboxPage(textsFor(c), rows));
  },

  /** The SMS one phone got, newest first (JSON). */
  async smsMessages(c: SandboxContext, phone: string) {
    const rows = await listSandboxSms(c.var.deps.sql, SMS_LIST_SIZE, phoneKeyOf(phone));
    return sendData(c, SmsTexts, rows.map(({ phone: to, text, sent_at }) => ({ phone: to, text, sent_at })));
  },

  async latestSms(c: SandboxContext, phone: string) {
    const { deps } = c.var;
    const normalised = phoneKeyOf(phone);
    const row = await findLatestSmsCode(deps.sql, normalised);
    if (!row) throw apiErrors.notFoundWith(`no SMS sent to ${normalised}`);
    return sendData(c, SmsMessage, {
      phone: row.phone, code: row.code, sent_at: iso(row.created_at), expires_at: iso(row.expires_at), used: row.used_at !== null,
    });
  },

};
