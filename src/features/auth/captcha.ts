import { signal } from '@preact/signals';
import { ApiError, apiErrorText } from '../../lib/http';
import { ErrorCode } from '../../../contract/errors';
import { t } from '../../lib/i18n';
import { fetchCaptcha, solveCaptcha, type Captcha } from './api';

/**
 * The captcha asked before an SMS code is sent (§1): a question, the answer being typed, and what
 * went wrong. A wrong answer gets a new question; the one shown is cleared first so it cannot be
 * answered twice. Kept apart from model.ts: only the phone registration screen loads it.
 */
export function createCaptchaFlow() {
  const captcha = signal<Captcha | null>(null);
  const answer = signal('');
  const busy = signal(false);
  const error = signal<string | null>(null);

  function next(): void {
    captcha.value = null;
    fetchCaptcha().then(
      (c) => {
        captcha.value = c;
      },
      (e: unknown) => {
        error.value = apiErrorText(e);
      },
    );
  }

  /** After a failed load: clears the failure and asks again. */
  function retry(): void {
    error.value = null;
    next();
  }

  /** Resolves with the solved captcha's token (good for one SMS), or null when there is none to send. */
  function solve(): Promise<string | null> {
    const current = captcha.value;
    if (!current || busy.value) return Promise.resolve(null);
    if (!answer.value.trim()) {
      error.value = t('auth:captcha.required');
      return Promise.resolve(null);
    }
    busy.value = true;
    error.value = null;
    return solveCaptcha(current.token, answer.value).then(
      () => {
        busy.value = false;
        return current.token;
      },
      (err: unknown) => {
        busy.value = false;
        // A refusal is a wrong (or expired) answer: say so, not the server's words.
        error.value = err instanceof ApiError && err.code === ErrorCode.rejected ? t('auth:captcha.wrong') : apiErrorText(err);
        answer.value = '';
        next();
        return null;
      },
    );
  }

  return { captcha, answer, busy, error, next, retry, solve };
}

export type CaptchaFlow = ReturnType<typeof createCaptchaFlow>;
