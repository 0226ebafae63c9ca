import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { createCaptchaFlow } from '../captcha';
import './AuthCaptchaDialog.css';

export interface AuthCaptchaDialogProps {
  /** The solved captcha's token, good for one SMS. */
  onSolved: (token: string) => void;
  onClose: () => void;
}

/** The captcha before an SMS code is sent: a question to answer; a wrong answer gets a new question. */
export function AuthCaptchaDialog({ onSolved, onClose }: AuthCaptchaDialogProps) {
  const flow = useMemo(createCaptchaFlow, []);
  const { captcha, answer, busy, error } = flow;
  useEffect(() => flow.next(), [flow]);

  const submit = (e: Event) => {
    e.preventDefault();
    flow.solve().then((token) => {
      if (token) onSolved(token);
    });
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
              <button type="button" class="auth-captcha__retry" onClick={flow.retry}>
                {t('common:actions.retry')}
              </button>
            )}
          </p>
        )}
      </form>
    </Dialog>
  );
}
