import { signal } from '@preact/signals';
import { fetchCaptcha, solveCaptcha, type Captcha } from './api';

/**
 * The captcha asked before an SMS code is sent (§1): the question shown and why none could be
 * loaded. An answer that is not taken gets a new question; the one shown is cleared first so it
 * cannot be answered twice. Kept apart from model.ts: only the phone registration screen loads it.
 */
export function createCaptchaFlow() {
  const captcha = signal<Captcha | null>(null);
  /** Why no question could be loaded (a failed call), or null. */
  const loadError = signal<unknown>(null);

  function next(): void {
    captcha.value = null;
    fetchCaptcha().then(
      (c) => {
        captcha.value = c;
      },
      (e: unknown) => {
        loadError.value = e;
      },
    );
  }

  /** After a failed load: clears the failure and asks again. */
  function retry(): void {
    loadError.value = null;
    next();
  }

  /**
   * Sends the answer to the question shown; resolves with its token (good for one SMS). A refusal
   * (a wrong or expired answer) rejects, and a new question is asked.
   */
  function solve(answer: string): Promise<string> {
    const current = captcha.value;
    if (!current) return Promise.reject(new Error('no captcha question'));
    return solveCaptcha(current.token, answer).then(
      () => current.token,
      (err: unknown) => {
        next();
        throw err;
      },
    );
  }

  return { captcha, loadError, next, retry, solve };
}

export type CaptchaFlow = ReturnType<typeof createCaptchaFlow>;
