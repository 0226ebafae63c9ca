import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { ApiError, apiErrorText } from '../../../lib/http';
import { ErrorCode } from '../../../../contract/errors';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { completePhoneRegistration, phoneKey, sendSmsCode, smsCooldown } from '../model';
import { AuthCaptchaDialog } from './AuthCaptchaDialog';
import './AuthPhoneForm.css';

// The server's rules for the fields, so a typo is caught before a captcha is spent.
const COUNTRY_CODE = /^\+?\d{1,4}$/;
const PHONE_NUMBER = /^(?:\d[\s-]?){4,14}\d$/;
const SMS_CODE = /^\d{6}$/;

export interface AuthPhoneFormProps {
  group: string;
  /** The WeChat account to link to the phone's account. */
  openid?: string;
  /** Logged in: the in-app path to continue to. */
  onDone: (target: string) => void;
}

/**
 * Phone registration (§1: token, phone_number, phone_code, captcha): a
 * captcha, then an SMS code, then login. The resend wait is read from the
 * stored send time, so a reload does not shorten it.
 */
export function AuthPhoneForm({ group, openid, onDone }: AuthPhoneFormProps) {
  const phoneCode = useSignal('86');
  const phoneNumber = useSignal('');
  const smsCode = useSignal('');
  /** The captcha token the last SMS was sent with; registering needs the same one. */
  const token = useSignal<string | null>(null);
  const captchaOpen = useSignal(false);
  const sending = useSignal(false);
  const submitting = useSignal(false);
  const phoneError = useSignal<string | null>(null);
  const codeError = useSignal<string | null>(null);
  const formError = useSignal<string | null>(null);
  /** Seconds before another code may be sent to this number; counts down once a second. */
  const cooldown = useSignal(0);
  /** Bumped when a code is sent, to start the countdown. */
  const sent = useSignal(0);

  const phone = { phone_code: phoneCode.value.trim(), phone_number: phoneNumber.value.trim() };
  const key = phoneKey(phone);
  const sentCount = sent.value;
  useEffect(() => {
    const update = () => (cooldown.value = smsCooldown(group, key, Date.now()));
    if (update() <= 0) return;
    const timer = setInterval(() => {
      if (update() <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [group, key, sentCount, cooldown]);

  const phoneValid = () => {
    const ok = COUNTRY_CODE.test(phone.phone_code) && PHONE_NUMBER.test(phone.phone_number);
    phoneError.value = ok ? null : t('auth:phone.invalid_number');
    return ok;
  };

  const askCode = () => {
    formError.value = null;
    if (phoneValid()) captchaOpen.value = true;
  };

  const send = (captchaToken: string) => {
    captchaOpen.value = false;
    sending.value = true;
    sendSmsCode(group, phone, captchaToken).then(
      () => {
        sending.value = false;
        token.value = captchaToken;
        sent.value++;
        toast(t('auth:phone.code_sent'), 'success');
      },
      (e: unknown) => {
        sending.value = false;
        formError.value = t('auth:phone.send_failed', { reason: apiErrorText(e) });
      },
    );
  };

  const submit = (e: Event) => {
    e.preventDefault();
    formError.value = null;
    const phoneOk = phoneValid();
    const codeOk = SMS_CODE.test(smsCode.value.trim());
    codeError.value = codeOk ? null : t('auth:phone.invalid_code');
    if (!phoneOk || !codeOk) return;
    if (!token.value) {
      formError.value = t('auth:phone.send_first');
      return;
    }
    submitting.value = true;
    completePhoneRegistration(group, { phone, token: token.value, code: smsCode.value, openid }).then(onDone, (err: unknown) => {
      submitting.value = false;
      // A refusal means the code itself: wrong, used up or expired.
      formError.value = err instanceof ApiError && err.code === ErrorCode.rejected
        ? t('auth:phone.code_wrong')
        : t('auth:phone.verify_failed', { reason: apiErrorText(err) });
    });
  };

  return (
    <form class="auth-phone" onSubmit={submit} noValidate>
      <label class="auth-phone__label" for="auth-phone-number">
        {t('auth:phone.number')}
      </label>
      <div class="auth-phone__row">
        <input
          class="auth-phone__country"
          value={phoneCode.value}
          inputMode="tel"
          autocomplete="tel-country-code"
          aria-label={t('auth:phone.country_code')}
          onInput={(e) => {
            phoneCode.value = (e.currentTarget as HTMLInputElement).value;
          }}
        />
        <input
          id="auth-phone-number"
          class="auth-phone__input"
          type="tel"
          value={phoneNumber.value}
          autocomplete="tel-national"
          aria-invalid={phoneError.value ? 'true' : undefined}
          aria-describedby={phoneError.value ? 'auth-phone-number-error' : undefined}
          onInput={(e) => {
            phoneNumber.value = (e.currentTarget as HTMLInputElement).value;
            phoneError.value = null;
          }}
        />
      </div>
      {phoneError.value && (
        <p id="auth-phone-number-error" class="auth-phone__error" role="alert">
          {phoneError.value}
        </p>
      )}

      <label class="auth-phone__label" for="auth-phone-code">
        {t('auth:phone.code')}
      </label>
      <div class="auth-phone__row">
        <input
          id="auth-phone-code"
          class="auth-phone__input"
          value={smsCode.value}
          inputMode="numeric"
          autocomplete="one-time-code"
          maxLength={6}
          aria-invalid={codeError.value ? 'true' : undefined}
          aria-describedby={codeError.value ? 'auth-phone-code-error' : undefined}
          onInput={(e) => {
            smsCode.value = (e.currentTarget as HTMLInputElement).value;
            codeError.value = null;
          }}
        />
        <Button variant="secondary" class="auth-phone__send" loading={sending.value} disabled={cooldown.value > 0} onClick={askCode}>
          {cooldown.value > 0 ? t('auth:phone.resend_in', { seconds: cooldown.value }) : token.value ? t('auth:phone.resend') : t('auth:phone.send')}
        </Button>
      </div>
      {codeError.value && (
        <p id="auth-phone-code-error" class="auth-phone__error" role="alert">
          {codeError.value}
        </p>
      )}
      {formError.value && (
        <p class="auth-phone__error" role="alert">
          {formError.value}
        </p>
      )}
      <Button type="submit" block loading={submitting.value} class="auth-phone__submit">
        {t('auth:phone.submit')}
      </Button>
      {captchaOpen.value && <AuthCaptchaDialog onSolved={send} onClose={() => (captchaOpen.value = false)} />}
    </form>
  );
}
