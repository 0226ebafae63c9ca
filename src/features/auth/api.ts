import wretch from 'wretch';
import { boolean, string, type, validate, type Infer, type Struct } from 'superstruct';
import { callApi } from '../../lib/call';
import { ApiError } from '../../lib/http';
import { t } from '../../lib/i18n';
import type { TrackRequest } from '../../../contract/track';
import { authCalls } from '../../../contract/api/auth';
import { trackCalls } from '../../../contract/api/track';
import { ErrorCode } from '../../../contract/errors';

// Silent: the login screens show these failures in place.
export const exchangeMixinCode = (group: string, code: string) =>
  callApi(group, authCalls.mixin, { body: { code } }, { silent: true });

/** Signs in the WeChat user; refused with 100409 while their WeChat account is linked to nobody (the code stays usable). */
export const exchangeWechatCode = (group: string, code: string) =>
  callApi(group, authCalls.wechat, { body: { code } }, { silent: true });

export const fetchWechatOpenid = (group: string, code: string) =>
  callApi(group, authCalls.wechatOpenid, { body: { code } }, { silent: true });

export interface PhoneNumber {
  phone_code: string;
  phone_number: string;
}

/** Sends an SMS code; `token` is a solved captcha's. */
export const requestSmsCode = (group: string, body: PhoneNumber & { token: string }) =>
  callApi(group, authCalls.smsCode, { body }, { silent: true });

/** `captcha` is the SMS code; `openid` links the WeChat account being registered. */
export const registerByPhone = (group: string, body: PhoneNumber & { token: string; captcha: string; openid?: string }) =>
  callApi(group, authCalls.register, { body }, { silent: true });

/** Analytics: never shown, never retried. */
export const trackEvent = (group: string, body: TrackRequest) =>
  callApi(group, trackCalls.create, { body }, { silent: true });

// The captcha is a third party's widget in production; the reference server's
// sandbox stands in for it with a question to answer. Not a group API: same
// envelope, no token.
export const Captcha = type({ token: string(), question: string() });
export type Captcha = Infer<typeof Captcha>;
const CaptchaSolved = type({ solved: boolean() });

function captchaBase(): string {
  return import.meta.env.VITE_CAPTCHA_BASE || '/sandbox/captcha';
}

async function captchaCall<T>(path: string, body: unknown, struct: Struct<T, any>): Promise<T> {
  let status = 0;
  let text = '';
  try {
    const req = wretch(captchaBase() + path);
    const res = await (body === undefined ? req.get() : req.post(body)).res();
    status = res.status;
    text = await res.text();
  } catch (e) {
    const failed = e as { status?: number; text?: string };
    if (!failed || failed.status === undefined) throw new ApiError(ErrorCode.networkError, t('errors:no_response'));
    status = failed.status;
    text = failed.text || '';
  }
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(status >= 400 ? status : ErrorCode.invalidResponse, t('errors:invalid_response'), status);
  }
  if (parsed && parsed.code != null) throw new ApiError(Number(parsed.code), String(parsed.message || ''), status);
  const [error, data] = validate(parsed ? parsed.data : undefined, struct, { coerce: true });
  if (error) throw new ApiError(ErrorCode.invalidResponse, t('errors:invalid_response'), status);
  return data;
}

export const fetchCaptcha = () => captchaCall('', undefined, Captcha);
export const solveCaptcha = (token: string, answer: string) =>
  captchaCall('/solve', { token, answer }, CaptchaSolved).then(() => undefined);
