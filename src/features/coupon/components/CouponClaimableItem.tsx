import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import type { PricedAsset } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { channelName, knownMessage } from '../../order';
import type { ClaimableCoupon } from '../../../../contract/coupon';
import { COUPON_SERVER_MESSAGES, couponErrorText } from '../messages';
import { claimCouponCode } from '../model';
import { CouponCard } from './CouponCard';

export interface CouponClaimableItemProps {
  group: string;
  coupon: ClaimableCoupon;
  assets: readonly PricedAsset[];
  now: number;
}

/** What the card adds for a code: the asset (and channel) it pays in, and the claims left when limited. */
function notesOf(coupon: ClaimableCoupon): string[] {
  const pays = coupon.pay_method
    ? t('coupon:claimable.pays_in_with', { symbol: coupon.symbol, method: channelName(coupon.pay_method) })
    : t('coupon:claimable.pays_in', { symbol: coupon.symbol });
  return coupon.claims_left === null ? [pays] : [pays, t('coupon:claimable.left', { count: coupon.claims_left })];
}

/**
 * A code the group advertises, as a coupon card with its one action, Claim (POST /coupons/claim):
 * 'claim success' as a toast, and the card leaves the list (the model drops the code). A refusal
 * is said on the card with the §8 text; after one the code cannot be claimed, so the button stays
 * off (a failure without an answer may be tried again).
 */
export function CouponClaimableItem({ group, coupon, assets, now }: CouponClaimableItemProps) {
  const id = useId();
  const busy = useSignal(false);
  const refusal = useSignal<{ text: string; final: boolean } | null>(null);

  const claim = () => {
    if (busy.value) return;
    busy.value = true;
    refusal.value = null;
    claimCouponCode(group, coupon.code).then(
      () => {
        busy.value = false;
        toast(t('coupon:toasts.claim_success'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        refusal.value = { text: couponErrorText(err), final: !!knownMessage(err, COUPON_SERVER_MESSAGES) };
      },
    );
  };

  const said = refusal.value;
  const action = (
    <div class="coupon-claimable__actions">
      {said && <p id={`${id}-r`} class="coupon-claimable__reason" role="alert">{said.text}</p>}
      {/* Secondary: the code form's Claim is the screen's one primary action (issue 26 point 14). */}
      <Button
        variant="secondary"
        class="coupon-claimable__claim"
        loading={busy.value}
        disabled={!!said && said.final}
        aria-label={t('coupon:claimable.claim_named', { name: coupon.name })}
        aria-describedby={said ? `${id}-r` : undefined}
        onClick={claim}
      >
        {t('coupon:claim.action')}
      </Button>
    </div>
  );
  return <CouponCard coupon={coupon} symbol={coupon.symbol} assets={assets} now={now} notes={notesOf(coupon)} action={action} />;
}
