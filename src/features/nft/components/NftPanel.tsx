import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { account } from '../../account';
import {
  askNftTicket, nftTicketOf, pollNftTicket, startNftCheck, takeNftWelcome, updateNftAuthorization,
} from '../model';
import './NftPanel.css';

export interface NftPanelProps {
  group: string;
  /**
   * The ticket admitted the person; the account is reloaded by then. Not called when that reload
   * already took the panel off the screen (the entry guard moved on).
   */
  onJoined: () => void;
}


/** §2 NFT check panel: join with an NFT ticket instead of paying (§4 NFT ticket states). */
export function NftPanel({ group, onJoined }: NftPanelProps) {
  const state = nftTicketOf(group);
  const status = state.status;
  const failed = !!state.error;
  const authorizing = useSignal(false);
  const joined = useRef(onJoined);
  joined.current = onJoined;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    // The join screen may have asked just before; otherwise ask now.
    if (!nftTicketOf(group).status) askNftTicket(group);
  }, [group]);

  useEffect(() => {
    if (status !== 'checking' || failed) return undefined;
    return pollNftTicket(group);
  }, [group, status, failed]);

  useEffect(() => {
    if (!takeNftWelcome(group)) return;
    toast(t('nft:welcome'), 'success');
    account.reload(group).then(() => {
      // The reloaded account may already have taken the panel off the screen (an entry guard).
      if (mounted.current) joined.current();
    });
  }, [group, state.welcome]);

  const check = () => {
    startNftCheck(group);
  };
  const authorize = () => {
    authorizing.value = true;
    updateNftAuthorization(group).catch(() => {
      authorizing.value = false;
      // A refused reset shows in the panel; a login that cannot start needs its own word.
      if (!nftTicketOf(group).error) toast(t('nft:login_failed'), 'error');
    });
  };

  // Not ExceptionLoaded: the ticket is a poll, not a resource, and its failure is also a check's or a reset's.
  let body;
  if (failed) {
    body = (
      <>
        <p class="nft-panel__text nft-panel__text--error" role="alert">
          {t('nft:status.error')}
        </p>
        <p class="nft-panel__detail">{apiErrorText(state.error)}</p>
        <Button block loading={state.loading} onClick={() => askNftTicket(group)}>
          {t('nft:actions.retry')}
        </Button>
      </>
    );
  } else if (!status) {
    body = (
      <>
        <Skeleton lines={2} />
        <p class="visually-hidden">{t('nft:loading')}</p>
      </>
    );
  } else if (status === 'checking') {
    body = (
      <div class="nft-panel__checking" aria-live="polite">
        <Spinner size={32} label={t('nft:status.checking')} />
        <p class="nft-panel__text">{t('nft:status.checking')}</p>
        <p class="nft-panel__detail">{t('nft:status.checking_hint')}</p>
      </div>
    );
  } else if (status === 'autherr') {
    body = (
      <>
        <p class="nft-panel__text" role="alert">
          {t('nft:status.autherr')}
        </p>
        <Button block loading={authorizing.value || state.loading} onClick={authorize}>
          {t('nft:actions.update_authorization')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p class={status === 'success' ? 'nft-panel__text nft-panel__text--success' : 'nft-panel__text'} aria-live="polite">
          {status === 'success' && <Icon name="check" size={18} />}
          {t(`nft:status.${status}`)}
        </p>
        <Button block variant={status === 'unchecked' ? 'primary' : 'secondary'} loading={state.loading} onClick={check}>
          {status === 'unchecked' ? t('nft:actions.check') : t('nft:actions.check_again')}
        </Button>
      </>
    );
  }

  return (
    <section class="nft-panel" aria-labelledby={`nft-panel-${group}`} aria-busy={state.loading ? 'true' : undefined}>
      <h2 id={`nft-panel-${group}`} class="nft-panel__title">
        {t('nft:title')}
      </h2>
      {body}
    </section>
  );
}
