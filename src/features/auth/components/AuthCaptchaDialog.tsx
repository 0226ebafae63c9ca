import { useEffect, useMemo } from 'preact/hooks';
import { ApiError, apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FieldError } from '../../../ui/FieldError';
import { Spinner } from '../../../ui/Spinner';
import { useForm } from '../../../ui/useForm';
import { ErrorCode } from '../../../../contract/errors';
import { createCaptchaFlow } from '../captcha';
import './AuthCaptchaDialog.css';

export interface AuthCaptchaDialogProps {
  /** The solved captcha's token, good for one SMS. */
  onSolved: (token: string) => void;
  onClose: () => void;
}

/**
 * The captcha before an SMS code is sent: a question to answer. A missing answer or a refusal is
 * said under the field; a wrong answer gets a new question (the old answer goes with its question).
 */
export function AuthCaptchaDialog({ onSolved, onClose }: AuthCaptchaDialogProps) {
  const flow = useMemo(createCaptchaFlow, []);
  const { captcha, loadError } = flow;
  const form = useForm({ answer: '' });
  useEffect(() => flow.next(), [flow]);

  const submit = form.submit({
    check: (v) => (v.answer.trim() ? {} : { answer: t('auth:captcha.required') }),
    send: (v) => flow.solve(v.answer),
    done: onSolved,
    refusal: (err) => {
      form.set('answer', '');
      // A refusal is a wrong (or expired) answer: say so, not the server's words.
      return { answer: err instanceof ApiError && err.code === ErrorCode.rejected ? t('auth:captcha.wrong') : err };
    },
  });

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
          <Button variant="primary" type="submit" form={form.id} loading={form.busy} disabled={!captcha.value}>
            {t('auth:captcha.verify')}
          </Button>
        </>
      }
    >
      <form id={form.id} class="auth-captcha" onSubmit={submit} noValidate>
        {captcha.value ? (
          <label class="auth-captcha__label" for={form.fieldId('answer')}>
            {captcha.value.question}
          </label>
        ) : (
          !loadError.value && <Spinner label={t('auth:captcha.loading')} />
        )}
        <input
          {...form.bind('answer')}
          class="auth-captcha__input"
          inputMode="numeric"
          autocomplete="off"
          disabled={!captcha.value}
          aria-label={captcha.value ? undefined : t('auth:captcha.answer')}
        />
        <FieldError {...form.errorOf('answer')} class="auth-captcha__error" />
        {loadError.value !== null && (
          <p class="auth-captcha__error" role="alert">
            {apiErrorText(loadError.value)}
            <button type="button" class="auth-captcha__retry" onClick={flow.retry}>
              {t('common:actions.retry')}
            </button>
          </p>
        )}
      </form>
    </Dialog>
  );
}
