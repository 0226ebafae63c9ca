import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { useRefreshOnVisible } from '../../../lib/refreshOnVisible';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import type { KycStatus } from '../../../../contract/kyc';
import { kycRejection, kycStatus, startKycVerification } from '../model';
import { KycNotices } from './KycNotices';
import { KycSheet } from './KycSheet';
import './KycPanel.css';

export interface KycPanelProps {
  group: string;
  /**
   * The person pressed the button of an approved status; the account is reloaded by then. Not
   * called when that reload already took the panel off the screen (the entry guard moved on).
   */
  onApproved: () => void;
}

/**
 * §2 KYC screen: status text, hints, an action, a refresh button, a notice list and the sheet
 * with the verification page's button and QR code. Used by the entry guard and the kyc route.
 */
export function KycPanel({ group, onApproved }: KycPanelProps) {
  // Always fresh: the review may have finished while the person was away; and coming back from the
  // verification page (another tab or app) shows the new status at once.
  const state = useGroupResource(kycStatus, group, true);
  useRefreshOnVisible(kycStatus, group);
  return (
    <ExceptionLoaded
      state={state}
      title={t('kyc:load_failed')}
      onRetry={() => kycStatus.refresh(group)}
      skeleton={
        <section class="kyc-panel l-column">
          <h2 class="kyc-panel__title">{t('kyc:title')}</h2>
          <Skeleton lines={4} />
          <p class="visually-hidden">{t('kyc:loading')}</p>
        </section>
      }
    >
      {(status) => <KycStatusView group={group} status={status} onApproved={onApproved} />}
    </ExceptionLoaded>
  );
}

/** The status once it is read: what it means, the way on, and the verification sheet. */
function KycStatusView({ group, status, onApproved }: KycPanelProps & { status: KycStatus }) {
  const starting = useSignal(false);
  const refreshing = useSignal(false);
  const continuing = useSignal(false);
  const sheetUrl = useSignal<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const refresh = () => {
    refreshing.value = true;
    kycStatus.load(group, true).then(
      () => {
        refreshing.value = false;
      },
      (err: unknown) => {
        refreshing.value = false;
        toastApiError(err);
      },
    );
  };

  const value = status.kyc_status;
  const rejection = kycRejection(status);

  const start = () => {
    starting.value = true;
    startKycVerification(group).then(
      (url) => {
        starting.value = false;
        sheetUrl.value = url;
      },
      (err: unknown) => {
        starting.value = false;
        toastApiError(err);
        // The refusal may mean the status moved on (already approved, under review).
        kycStatus.refresh(group);
      },
    );
  };

  const proceed = () => {
    continuing.value = true;
    // The entry guard reads the account's kyc_status: bring it up to date before moving on. A
    // guard that has moved on by then has unmounted the panel; there is nothing left to tell.
    account.reload(group).then(() => {
      if (!mounted.current) return;
      continuing.value = false;
      onApproved();
    });
  };

  const hint =
    value === 'approved'
      ? status.name
        ? t('kyc:hint.approved_named', { name: status.name })
        : t('kyc:hint.approved')
      : t(`kyc:hint.${value}`);

  return (
    <section class="kyc-panel l-column">
      <Icon name={value === 'approved' ? 'check' : 'file'} size={40} class={`kyc-panel__icon kyc-panel__icon--${value}`} />
      <h2 class="kyc-panel__title">{t('kyc:title')}</h2>
      <p class="kyc-panel__status" aria-live="polite">
        {t('kyc:status_label')}: <strong class={`kyc-panel__state kyc-panel__state--${value}`}>{t(`kyc:status.${value}`)}</strong>
      </p>
      <p class="kyc-panel__hint">{hint}</p>
      {rejection && (
        <div class="kyc-panel__rejection" role="alert">
          <p>{t('kyc:reason', { reason: rejection.reason })}</p>
          {rejection.code && <p>{t('kyc:code', { code: rejection.code })}</p>}
        </div>
      )}
      <div class="kyc-panel__actions">
        {value === 'approved' && (
          <Button block loading={continuing.value} onClick={proceed}>
            {t('kyc:actions.continue')}
          </Button>
        )}
        {(value === 'unknown' || value === 'rejected') && (
          <Button block loading={starting.value} onClick={start}>
            {value === 'rejected' ? t('kyc:actions.restart') : t('kyc:actions.start')}
          </Button>
        )}
        {value !== 'approved' && (
          <Button block variant="secondary" loading={refreshing.value} onClick={refresh}>
            <Icon name="retry" size={18} />
            {t('kyc:actions.refresh')}
          </Button>
        )}
      </div>
      {value !== 'approved' && <KycNotices />}
      <KycSheet url={sheetUrl.value} onClose={() => (sheetUrl.value = null)} />
    </section>
  );
}
