import { useEffect } from 'preact/hooks';
import { useSignal, type Signal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { fetchCaptcha, solveCaptcha, type Captcha } from '../api';
import './AuthCaptchaDialog.css';

export interface AuthCaptchaDialogProps {
  /** The solved captcha's token, good for one SMS. */
  onSolved: (token: string) => void;
  onClose: () => void;
}

/** A new question; the one shown is cleared so it cannot be answered twice. */
function loadCaptcha(captcha: Signal<Captcha | null>, error: Signal<string | null>): void {
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

/** The captcha before an SMS code is sent: a question to answer; a wrong answer gets a new question. */
export function AuthCaptchaDialog({ onSolved, onClose }: AuthCaptchaDialogProps) {
  const captcha = useSignal<Captcha | null>(null);
  const answer = useSignal('');
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);

  const load = () => loadCaptcha(captcha, error);
  useEffect(() => loadCaptcha(captcha, error), [captcha, error]);

  const submit = (e: Event) => {
    e.preventDefault();
    const current = captcha.value;
    if (!current || busy.value) return;
    if (!answer.value.trim()) {
      error.value = t('auth:captcha.required');
      return;
    }
    busy.value = true;
    error.value = null;
    solveCaptcha(current.token, answer.value).then(
      () => {
        busy.value = false;
        onSolved(current.token);
      },
      (err: unknown) => {
        busy.value = false;
        error.value = apiErrorText(err);
        answer.value = '';
        load();
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('auth:captcha.title')}
      footer={
        <>
          <Button variant="text" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="auth-captcha-form" loading={busy.value} disabled={!captcha.value}>
            {t('auth:captcha.verify')}
          </Button>
        </>
      }
    >
      <form id="auth-captcha-form" class="auth-captcha" onSubmit={submit} noValidate>
        {captcha.value ? (
          <label class="auth-captcha__label" for="auth-captcha-answer">
            {captcha.value.question}
          </label>
        ) : (
          !error.value && <Spinner label={t('auth:captcha.loading')} />
        )}
        <input
          id="auth-captcha-answer"
          class="auth-captcha__input"
          inputMode="numeric"
          autocomplete="off"
          value={answer.value}
          disabled={!captcha.value}
          aria-label={captcha.value ? undefined : t('auth:captcha.answer')}
          onInput={(e) => {
            answer.value = (e.currentTarget as HTMLInputElement).value;
          }}
        />
        {error.value && (
          <p class="auth-captcha__error" role="alert">
            {error.value}
            {!captcha.value && (
              <button type="button" class="auth-captcha__retry" onClick={() => {
                error.value = null;
                load();
              }}>
                {t('common:actions.retry')}
              </button>
            )}
          </p>
        )}
      </form>
    </Dialog>
  );
}
