import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import type { Coupon } from '../../../../contract/coupon';
import { claimTypedCode } from '../model';
import './CouponClaimForm.css';

/**
 * Claim a coupon by its code (§7 POST /coupons/claim): 'claim success' as a toast and the claimed
 * coupon named with a link to its page; a refusal is said under the field (never in a toast, issue 26
 * point 12), which keeps the code, until the code is typed into again.
 */
export function CouponClaimForm({ group }: { group: string }) {
  const id = useId();
  const form = useForm({ code: '' });
  const claimed = useSignal<Coupon | null>(null);
  const typed = form.values.code.trim();

  const submit = form.submit({
    // The button is off while nothing is typed; Enter in an empty field asks for the code.
    check: (v) => (v.code.trim() ? {} : { code: t('coupon:selector.code_placeholder') }),
    send: (v) => claimTypedCode(group, v.code.trim()),
    done: (outcome) => {
      if ('refusal' in outcome) {
        claimed.value = null;
        form.fail({ code: outcome.refusal });
        return;
      }
      form.reset();
      claimed.value = outcome.coupon;
      toast(t('coupon:toasts.claim_success'), 'success');
    },
  });

  const done = claimed.value;
  const href = done ? linkTo('group-coupons-id', { group, id: done.coupon_id }) : null;
  return (
    <form class="coupon-claim" onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`} class="coupon-claim__title">{t('coupon:claim.title')}</h2>
      <label class="coupon-claim__label" for={form.fieldId('code')}>{t('coupon:selector.code_label')}</label>
      <div class="coupon-claim__row">
        <input
          {...form.bind('code')}
          type="text"
          placeholder={t('coupon:selector.code_placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
        />
        <Button type="submit" loading={form.busy} disabled={!typed}>
          {t('coupon:claim.action')}
        </Button>
      </div>
      <FieldError {...form.errorOf('code')} class="coupon-claim__error" />
      {done && (
        <p class="coupon-claim__done" role="status">
          {t('coupon:claim.claimed', { name: done.name })}{' '}
          {href && <a href={href}>{t('coupon:claim.view')}</a>}
        </p>
      )}
    </form>
  );
}
