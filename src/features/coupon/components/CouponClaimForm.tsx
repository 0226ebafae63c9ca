import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
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
  const code = useSignal('');
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const claimed = useSignal<Coupon | null>(null);

  const submit = (e: Event) => {
    e.preventDefault();
    const value = code.value.trim();
    if (!value || busy.value) return;
    busy.value = true;
    error.value = null;
    claimTypedCode(group, value).then((outcome) => {
      busy.value = false;
      if ('refusal' in outcome) {
        claimed.value = null;
        error.value = outcome.refusal;
        return;
      }
      code.value = '';
      claimed.value = outcome.coupon;
      toast(t('coupon:toasts.claim_success'), 'success');
    });
  };

  const done = claimed.value;
  const href = done ? linkTo('group-coupons-id', { group, id: done.coupon_id }) : null;
  return (
    <form class="coupon-claim" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="coupon-claim__title">{t('coupon:claim.title')}</h2>
      <label class="coupon-claim__label" for={`${id}-code`}>{t('coupon:selector.code_label')}</label>
      <div class="coupon-claim__row">
        <input
          id={`${id}-code`}
          type="text"
          value={code.value}
          onInput={(e) => {
            code.value = (e.currentTarget as HTMLInputElement).value;
            error.value = null;
          }}
          placeholder={t('coupon:selector.code_placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error.value ? 'true' : undefined}
          aria-describedby={error.value ? `${id}-e` : undefined}
        />
        <Button type="submit" loading={busy.value} disabled={!code.value.trim()}>
          {t('coupon:claim.action')}
        </Button>
      </div>
      <FieldError id={`${id}-e`} class="coupon-claim__error" error={error.value} />
      {done && (
        <p class="coupon-claim__done" role="status">
          {t('coupon:claim.claimed', { name: done.name })}{' '}
          {href && <a href={href}>{t('coupon:claim.view')}</a>}
        </p>
      )}
    </form>
  );
}
