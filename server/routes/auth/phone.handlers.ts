import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { SmsSent } from '../../../contract/auth';
import { nowIso, nowSeconds, type AppDeps, type GroupEnv } from '../../context';
import { svgAvatar } from '../../lib/avatar';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { requestLangOrNull } from '../../lib/lang';
import { messageText } from '../../lib/message.texts';
import { messages } from '../../lib/messaging';
import { hashToken } from '../../lib/tokens';
import { ensurePendingMembershipSync, insertUserSync } from '../account/account.repo';
import { issueTokens, sendTokens } from './auth.handlers';
import {
  countSmsAttempt, findLiveSmsCode, findUserIdByPhone, insertSmsCode, insertUserPhone,
  lastSmsSentAt, markSmsCodeUsed,
} from './phone.repo';
import { findWechatAccount, linkWechatAccount } from './wechat.repo';

type GroupContext = Context<GroupEnv>;

/** One SMS per phone per minute. */
export const SMS_COOLDOWN = 60;
/** An SMS code works once, for five minutes. */
export const SMS_CODE_TTL = 5 * 60;
/** Wrong codes allowed before the code is spent. */
export const SMS_MAX_ATTEMPTS = 5;

export type PhoneInput = { phone_code: string; phone_number: string };

/** '+86' + '138 0000 0000' → '+8613800000000' (fields are validated as digits by the routes). */
export const phoneKey = (input: PhoneInput) =>
  `+${input.phone_code.replace(/\D/g, '')}${input.phone_number.replace(/\D/g, '')}`;

function createPhoneUser(deps: AppDeps, phone: string): string {
  const now = nowIso(deps.clock);
  for (;;) {
    const identityNumber = String(randomInt(50_000_000, 60_000_000));
    const user = {
      user_id: randomUUID(),
      identity_number: identityNumber,
      full_name: `User ${phone.slice(-4)}`,
      avatar_url: svgAvatar('U', '#7F8C8D'),
    };
    if (insertUserSync(deps.db, user, now)) {
      insertUserPhone(deps.db, phone, user.user_id, now);
      return user.user_id;
    }
  }
}

export const phoneHandlers = {
  /**
   * Sends an SMS code once the captcha vendor says the captcha was solved (it spends it: once); the
   * phone cools down. The cooldown is checked before the vendor is asked, so a refused request
   * leaves the captcha for the next try, and again in the transaction that sends.
   */
  async sendCode(c: GroupContext, body: PhoneInput & { token: string }) {
    const { deps } = c.var;
    const phone = phoneKey(body);
    const coolingDown = () => {
      const now = nowSeconds(deps.clock);
      const last = lastSmsSentAt(deps.db, phone);
      if (last !== undefined && now - last < SMS_COOLDOWN) {
        const wait = SMS_COOLDOWN - (now - last);
        // Like every 429 (lib/rate-limit.ts): the app shows the wait from this header.
        c.header('Retry-After', String(wait));
        throw apiErrors.tooManyRequests(`SMS code sent too often: retry in ${wait} s`);
      }
    };
    coolingDown();
    if (!(await deps.providers.captcha.verify(body.token))) throw apiErrors.rejected('captcha not solved or expired');
    deps.db.transaction(() => {
      coolingDown();
      const now = nowSeconds(deps.clock);
      const captchaHash = hashToken(body.token);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const smsId = insertSmsCode(deps.db, { phone, code, captchaHash, expiresAt: now + SMS_CODE_TTL, now });
      messages.smsSync(deps.db, {
        key: `sms-code:${smsId}`, phone, text: messageText(requestLangOrNull(c), 'sms_code', { group: c.var.group.name, code }),
        sentAt: nowIso(deps.clock),
      });
    })();
    return sendData(c, SmsSent, { retry_after: SMS_COOLDOWN });
  },

  /**
   * Signs in by phone: the newest SMS code sent to it (with the same captcha token), once,
   * within five minutes. Creates the user on first use and links a WeChat account if given.
   */
  register(c: GroupContext, body: PhoneInput & { token: string; captcha: string; openid?: string }) {
    const { deps, group } = c.var;
    const phone = phoneKey(body);
    const outcome = deps.db.transaction(() => {
      const now = nowSeconds(deps.clock);
      const sms = findLiveSmsCode(deps.db, phone, now);
      if (!sms || sms.captcha_hash !== hashToken(body.token) || sms.attempts >= SMS_MAX_ATTEMPTS) return 'invalid' as const;
      if (sms.code !== body.captcha.trim()) {
        // Counted even though the request fails: the count must survive, so nothing is thrown here.
        countSmsAttempt(deps.db, sms.sms_id);
        return 'invalid' as const;
      }
      if (!markSmsCodeUsed(deps.db, sms.sms_id, now)) return 'invalid' as const;
      const userId = findUserIdByPhone(deps.db, phone) ?? createPhoneUser(deps, phone);
      if (body.openid !== undefined) {
        const account = findWechatAccount(deps.db, body.openid);
        if (!account || account.app_id !== group.wechat_app_id || !linkWechatAccount(deps.db, body.openid, userId)) {
          throw apiErrors.rejected('wechat account cannot be linked to this phone number');
        }
      }
      ensurePendingMembershipSync(deps.db, group.group_id, userId, nowIso(deps.clock));
      return issueTokens(deps, group.group_id, userId);
    })();
    if (outcome === 'invalid') throw apiErrors.rejected('SMS code incorrect or expired');
    return sendTokens(c, outcome);
  },
};
