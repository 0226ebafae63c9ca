import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { ApiError, apiErrorText } from '../../../lib/http';
import { ErrorCode } from '../../../../contract/errors';
import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
import { completePhoneRegistration, phoneKey, sendSmsCode, smsCooldown } from '../model';
import { AuthCaptchaDialog } from './AuthCaptchaDialog';
import './AuthPhoneForm.css';

// The server's rules for the fields, so a typo is caught before a captcha is spent.
const COUNTRY_CODE = /^\+?\d{1,4}$/;
const PHONE_NUMBER = /^(?:\d[\s-]?){4,14}\d$/;
const SMS_CODE = /^\d{6}$/;

type Typed = { phoneCode: string; phoneNumber: string; smsCode: string };

/** The number with its country code (said under the number), then the SMS code. */
const phoneRule = (phoneCode: string): Rule => (value) =>
  (COUNTRY_CODE.test(phoneCode.trim()) && PHONE_NUMBER.test(value.trim())) || t('auth:phone.invalid_number');
const codeRule: Rule = (value) => SMS_CODE.test(value.trim()) || t('auth:phone.invalid_code');
const phoneProblems = (v: Typed): FormErrors<Typed> => brokenRules(v, { phoneNumber: [phoneRule(v.phoneCode)] });
const phoneOf = (v: Typed) => ({ phone_code: v.phoneCode.trim(), phone_number: v.phoneNumber.trim() });

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
 * stored send time, so a reload does not shorten it. A broken rule is said under its field before
 * a captcha is spent or anything sent; a refused code under the code, other refusals above Log in.
 */
export function AuthPhoneForm({ group, openid, onDone }: AuthPhoneFormProps) {
  const form = useForm<Typed>({ phoneCode: '86', phoneNumber: '', smsCode: '' });
  /** The captcha token the last SMS was sent with; registering needs the same one. */
  const token = useSignal<string | null>(null);
  const captchaOpen = useSignal(false);
  const sending = useSignal(false);
  /** Seconds before another code may be sent to this number; counts down once a second. */
  const cooldown = useSignal(0);
  /** Bumped when a code is sent, to start the countdown. */
  const sent = useSignal(0);

  const phone = phoneOf(form.values);
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

  const askCode = () => {
    const broken = phoneProblems(form.values);
    form.fail({ ...form.errors, form: undefined, phoneNumber: broken.phoneNumber });
    if (!broken.phoneNumber) captchaOpen.value = true;
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
        form.fail({ form: t('auth:phone.send_failed', { reason: apiErrorText(e) }) });
      },
    );
  };

  const submit = form.submit({
    check: (v) => {
      const broken = { ...phoneProblems(v), ...brokenRules(v, { smsCode: [codeRule] }) };
      if (broken.phoneNumber || broken.smsCode) return broken;
      return token.value ? {} : { form: t('auth:phone.send_first') };
    },
    send: (v) => completePhoneRegistration(group, { phone: phoneOf(v), token: token.value!, code: v.smsCode, openid }),
    done: onDone,
    // A refusal means the code itself: wrong, used up or expired.
    refusal: (err) => err instanceof ApiError && err.code === ErrorCode.rejected
      ? { smsCode: t('auth:phone.code_wrong') }
      : { form: t('auth:phone.verify_failed', { reason: apiErrorText(err) }) },
  });

  return (
    <form class="auth-phone" onSubmit={submit} noValidate>
      <label class="auth-phone__label" for={form.fieldId('phoneNumber')}>
        {t('auth:phone.number')}
      </label>
      <div class="auth-phone__row">
        <input
          {...form.bind('phoneCode')}
          class="auth-phone__country"
          inputMode="tel"
          autocomplete="tel-country-code"
          aria-label={t('auth:phone.country_code')}
        />
        <input {...form.bind('phoneNumber')} class="auth-phone__input" type="tel" autocomplete="tel-national" />
      </div>
      <FieldError {...form.errorOf('phoneNumber')} class="auth-phone__error" />

      <label class="auth-phone__label" for={form.fieldId('smsCode')}>
        {t('auth:phone.code')}
      </label>
      <div class="auth-phone__row">
        <input
          {...form.bind('smsCode')}
          class="auth-phone__input"
          inputMode="numeric"
          autocomplete="one-time-code"
          maxLength={6}
        />
        <Button variant="secondary" class="auth-phone__send" loading={sending.value} disabled={cooldown.value > 0} onClick={askCode}>
          {cooldown.value > 0 ? t('auth:phone.resend_in', { seconds: cooldown.value }) : token.value ? t('auth:phone.resend') : t('auth:phone.send')}
        </Button>
      </div>
      <FieldError {...form.errorOf('smsCode')} class="auth-phone__error" />
      <FieldError {...form.errorOf('form')} class="auth-phone__error" />
      <Button type="submit" block loading={form.busy} class="auth-phone__submit">
        {t('auth:phone.submit')}
      </Button>
      {captchaOpen.value && <AuthCaptchaDialog onSolved={send} onClose={() => (captchaOpen.value = false)} />}
    </form>
  );
}
