import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import type { ProfitUserStatus } from '../../../../contract/profit';
import { payoutStatus } from '../model';
import './ProfitCards.css';
import './ProfitPayoutNeeds.css';

function ProfitNeed({ id, title, ok, children }: { id: string; title: string; ok: boolean; children?: ComponentChildren }) {
  return (
    <li class="profit-need" data-need={id} data-ok={ok ? 'true' : 'false'}>
      <span class={`profit-need__mark profit-need__mark--${ok ? 'ok' : 'missing'}`} aria-hidden="true">{ok ? '✓' : '!'}</span>
      <div class="profit-need__body">
        <p class="profit-need__title">
          {title}
          <span class="visually-hidden">: {t(ok ? 'profit:payout.met' : 'profit:payout.missing')}</span>
        </p>
        {children}
      </div>
    </li>
  );
}

function phoneText(status: ProfitUserStatus): string {
  if (status.phone_ok) return status.phone!;
  return status.phone ? t('profit:payout.phone_foreign', { phone: status.phone }) : t('profit:payout.phone_none');
}

/** §1/§5: a payout needs a +86 phone and KYC approved; each missing one says how to put it right. */
export function ProfitPayoutNeeds({ group }: { group: string }) {
  // Asked afresh each time it shows: the phone or KYC may have been put right meanwhile.
  const state = useGroupResource(payoutStatus, group, true);
  const kycLink = linkTo('group-kyc', { group });
  const recheck = () => payoutStatus.refresh(group);

  const body = (
    <ExceptionLoaded state={state} title={t('profit:payout.load_failed')} onRetry={recheck} skeleton={<Skeleton lines={3} />}>
      {(status) => (
        <>
          <p class="profit-need__summary">{t(status.missing.length ? 'profit:payout.not_ready' : 'profit:payout.ready')}</p>
          <ul class="profit-needs">
            <ProfitNeed id="phone" title={t('profit:payout.phone')} ok={status.phone_ok}>
              <p class="profit-need__text">{phoneText(status)}</p>
              {!status.phone_ok && (
                <>
                  <p class="profit-need__text">{t('profit:payout.phone_fix')}</p>
                  <Button variant="secondary" loading={state.loading} onClick={recheck}>{t('profit:payout.check_again')}</Button>
                </>
              )}
            </ProfitNeed>
            <ProfitNeed id="kyc" title={t('profit:payout.kyc')} ok={status.kyc_ok}>
              <p class="profit-need__text">{t(`profit:payout.kyc_status.${status.kyc_status}`)}</p>
              {!status.kyc_ok && kycLink && <a class="profit-need__fix" href={kycLink}>{t('profit:payout.kyc_fix')}</a>}
            </ProfitNeed>
          </ul>
        </>
      )}
    </ExceptionLoaded>
  );
  return (
    <section class="profit-card" aria-labelledby="profit-payout-title">
      <h2 id="profit-payout-title" class="profit-card__title">{t('profit:payout.title')}</h2>
      {body}
    </section>
  );
}
