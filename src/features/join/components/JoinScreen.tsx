import { useSignal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
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
  const info = useGroupResource(groupPublic, group);
  const config = useGroupResource(groupConfig, group);
  const settings = useGroupResource(groupSettings, group);
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

  const title = t('join:intro.load_failed');
  // Not there: the group itself, whose home is the list of groups.
  const home = to('index', {});
  const skeleton = (
    <div class="join-screen join-screen--message">
      <Skeleton block="64px" width="64px" />
      <Skeleton lines={4} />
    </div>
  );
  // Three resources: each block inside the one before, each with its own retry.
  return (
    <ExceptionLoaded state={info} title={title} onRetry={() => groupPublic.refresh(group)} skeleton={skeleton} home={home}>
      {(publicInfo) => (
        <ExceptionLoaded state={config} title={title} onRetry={() => groupConfig.refresh(group)} skeleton={skeleton} home={home}>
          {(groupConf) => (
            <ExceptionLoaded state={settings} title={title} onRetry={() => groupSettings.refresh(group)} skeleton={skeleton} home={home}>
              {(groupSet) => {
                const panel =
                  current.value === 'nft' ? (
                    <NftPanel group={group} onJoined={joined} />
                  ) : (
                    <JoinPaymentPanel group={group} info={publicInfo} config={groupConf} settings={groupSet} onJoined={joined} />
                  );
                return (
                  <div class="join-screen">
                    <JoinGroupIntro info={publicInfo} />
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
              }}
            </ExceptionLoaded>
          )}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}
