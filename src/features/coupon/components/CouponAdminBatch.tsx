import { useSignal } from '@preact/signals';
import { formatAssetAmount, formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useNow } from '../../../lib/useNow';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import type { CouponBatch } from '../../../../contract/couponAdmin';
import { channelName } from '../../order';
import { endBatch, setBatchListed } from '../admin';
import { couponBatchState } from '../adminForm';
import { discountPercent } from '../logic';

const STATE_TEXT = {
  active: 'admin_content:coupon.state.active',
  ended: 'admin_content:coupon.state.ended',
  used_up: 'admin_content:coupon.state.used_up',
} as const;

/**
 * One batch with what became of it (claimed, used, expired unused), and what the admin can still do:
 * list it to members or stop, end it now (asked first). The row shows the batch as the server answers.
 */
export function CouponAdminBatch({ group, batch: initial }: { group: string; batch: CouponBatch }) {
  const batch = useSignal(initial);
  const busy = useSignal<'list' | 'end' | null>(null);
  const failure = useSignal<unknown>(null);
  const b = batch.value;
  // The clock is read again when the batch changes (and each minute); one ended here is over whatever the clocks say.
  const now = useNow(60_000, b);
  const ended = useSignal(false);
  const state = ended.value ? 'ended' : couponBatchState(b, now.value);
  const off = b.type === 'DISCOUNT'
    ? t('admin_content:coupon.discount', { percent: discountPercent(b.amount) || '--' })
    : t('admin_content:coupon.voucher', { amount: formatAssetAmount(b.amount, b.symbol), symbol: b.symbol });
  const lines = [
    b.product_name ? t('admin_content:coupon.for_product', { name: b.product_name }) : t('admin_content:coupon.any_product'),
    b.pay_method ? t('admin_content:coupon.on_method', { method: channelName(b.pay_method) }) : t('admin_content:coupon.any_method'),
    t(state === 'ended' ? 'admin_content:coupon.ended' : 'admin_content:coupon.expires', { date: formatDate(b.expired_at) }),
    b.max_claims === null ? t('admin_content:coupon.claims_unlimited') : t('admin_content:coupon.claims_limit', { count: b.max_claims }),
  ];

  const act = (which: 'list' | 'end', run: () => Promise<CouponBatch>, done: (b: CouponBatch) => string) => {
    busy.value = which;
    failure.value = null;
    run().then(
      (next) => {
        busy.value = null;
        batch.value = next;
        toast(done(next), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        failure.value = err;
      },
    );
  };
  const toggleListed = () =>
    act('list', () => setBatchListed(group, b.code, !b.advertised), (next) =>
      t(next.advertised ? 'admin_content:coupon.listed' : 'admin_content:coupon.unlisted', { code: next.code }));
  const end = () =>
    confirm({
      title: t('admin_content:coupon.end_confirm_title'),
      message: t('admin_content:coupon.end_confirm', { code: b.code }),
      confirmText: t('admin_content:coupon.end_confirm_action'),
      danger: true,
    }).then((yes) => {
      if (!yes) return;
      act('end', () => endBatch(group, b.code), (next) => {
        ended.value = true;
        return t('admin_content:coupon.ended_done', { code: next.code });
      });
    });

  return (
    <article class="coupon-admin__batch" aria-labelledby={`coupon-batch-${b.code}`}>
      <div class="coupon-admin__head">
        <h3 class="coupon-admin__code" id={`coupon-batch-${b.code}`}>
          {b.code}
        </h3>
        <span class={`coupon-admin__tag coupon-admin__tag--${state}`}>{t(STATE_TEXT[state])}</span>
        <span class="coupon-admin__tag">{t(b.advertised ? 'admin_content:coupon.advertised' : 'admin_content:coupon.secret')}</span>
      </div>
      <p class="coupon-admin__name">
        {b.name} · {off}
      </p>
      <p class="coupon-admin__meta">{lines.join(' · ')}</p>
      <dl class="coupon-admin__usage" aria-label={t('admin_content:coupon.usage.label', { code: b.code })}>
        <div>
          <dt>{t('admin_content:coupon.usage.claimed')}</dt>
          <dd>{b.usage.claimed}</dd>
        </div>
        <div>
          <dt>{t('admin_content:coupon.usage.used')}</dt>
          <dd>{b.usage.used}</dd>
        </div>
        <div>
          <dt>{t('admin_content:coupon.usage.expired')}</dt>
          <dd>{b.usage.expired}</dd>
        </div>
      </dl>
      {state !== 'ended' && (
        <div class="coupon-admin__buttons">
          <Button variant="secondary" loading={busy.value === 'list'} disabled={busy.value !== null} onClick={toggleListed}>
            {t(b.advertised ? 'admin_content:coupon.unlist_action' : 'admin_content:coupon.list_action')}
          </Button>
          <Button variant="danger-outline" loading={busy.value === 'end'} disabled={busy.value !== null} onClick={end}>
            {t('admin_content:coupon.end_action')}
          </Button>
        </div>
      )}
      <FieldError class="coupon-admin__error" error={failure.value} />
    </article>
  );
}
