import { useSignal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { groupConfig, groupPublic, groupSettings, loadGroup } from '../../group';
import { NftPanel, nftTicketStatus } from '../../nft';
import { JoinGroupIntro } from './JoinGroupIntro';
import { JoinPaymentPanel } from './JoinPaymentPanel';
import { JoinTabs, type JoinTab } from './JoinTabs';
import './JoinScreen.css';

export interface JoinScreenProps {
  group: string;
  /** The person became a member here (paid, confirmed, or admitted by an NFT ticket). */
  onJoined?: () => void;
}

/**
 * The join screen (§2): the group's introduction, then the payment join panel. A group that
 * takes NFT tickets shows Payment and NFT tabs, starting on NFT while a ticket check is running.
 */
export function JoinScreen({ group, onJoined }: JoinScreenProps) {
  const id = useId();
  const current = useSignal<JoinTab | null>(null);
  useEffect(() => {
    loadGroup(group);
  }, [group]);
  const info = groupPublic.of(group);
  const config = groupConfig.of(group);
  const settings = groupSettings.of(group);
  const nftEnabled = info.data ? info.data.nft_ticket_enabled : null;

  useEffect(() => {
    if (nftEnabled === null) return;
    if (!nftEnabled) {
      current.value = 'payment';
      return;
    }
    let live = true;
    // Only the first answer picks the tab; the person's own choice is never overridden.
    const start = (first: JoinTab) => {
      if (live) current.value = current.value || first;
    };
    // A check under way starts on the NFT tab (§2); so does one that just
    // succeeded, so its panel can welcome the new member and finish the join.
    nftTicketStatus(group).then(
      (status) => start(status === 'checking' || status === 'success' ? 'nft' : 'payment'),
      () => start('payment'),
    );
    return () => {
      live = false;
    };
  }, [group, nftEnabled, current]);

  const joined = () => {
    if (onJoined) onJoined();
  };

  if (!info.data || !config.data || !settings.data) {
    const error = info.error || config.error || settings.error;
    if (error) {
      const retry = () => {
        groupPublic.refresh(group);
        groupConfig.refresh(group);
        groupSettings.refresh(group);
      };
      return (
        <div class="join-screen join-screen--message">
          <p role="alert">{apiErrorText(error)}</p>
          <Button onClick={retry}>{t('common:actions.retry')}</Button>
        </div>
      );
    }
    return (
      <div class="join-screen join-screen--message">
        <Skeleton block="64px" width="64px" />
        <Skeleton lines={4} />
      </div>
    );
  }

  const panel =
    current.value === 'nft' ? (
      <NftPanel group={group} onJoined={joined} />
    ) : (
      <JoinPaymentPanel group={group} info={info.data} config={config.data} settings={settings.data} onJoined={joined} />
    );

  return (
    <div class="join-screen">
      <JoinGroupIntro info={info.data} />
      {current.value === null ? (
        <div class="join-screen--message">
          <Skeleton lines={3} />
        </div>
      ) : nftEnabled ? (
        <>
          <JoinTabs value={current.value} onChange={(tab) => (current.value = tab)} idPrefix={id} />
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.value}`}>
            {panel}
          </div>
        </>
      ) : (
        panel
      )}
    </div>
  );
}
