import { loadNamespaces, t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Skeleton } from '../../../ui/Skeleton';
import { openModal } from '../../../ui/modals';
import { ExceptionLoaded } from '../../exception/parts';
import { assetPrices } from '../../order';
import { useLuckycoinPack } from '../useLuckycoinPack';
import { LuckycoinClaimList } from './LuckycoinClaimList';
import { LuckycoinEnvelope } from './LuckycoinEnvelope';

export interface LuckycoinPackSheetProps {
  group: string;
  packId: string;
  onClose: () => void;
}

/**
 * A pack opened where it was shared (the chat's red-packet bubble), as a sheet over the page: the
 * envelope with "Open" while the person may claim, their share once claimed, why not otherwise (all
 * claimed, expired, not theirs to open), and who claimed what. The claim is the pack page's (one at a
 * time; the server never pays a member twice).
 */
export function LuckycoinPackSheet({ group, packId, onClose }: LuckycoinPackSheetProps) {
  const view = useLuckycoinPack(group, packId);
  const assets = assetPrices.of(group).data || [];
  return (
    <BottomSheet open onClose={onClose} title={t('luckycoin:routes.group-luckycoin-id')}>
      <ExceptionLoaded state={view.state} title={t('luckycoin:pack.load_failed')} onRetry={view.retry} skeleton={<Skeleton lines={6} />}>
        {(pack) => (
          <>
            <LuckycoinEnvelope
              pack={pack}
              assets={assets}
              claiming={view.claiming.value}
              claimError={view.claimError.value}
              onClaim={view.claim}
              payUrl={null}
            />
            <LuckycoinClaimList pack={pack} assets={assets} />
          </>
        )}
      </ExceptionLoaded>
    </BottomSheet>
  );
}

/** Opens a pack in a sheet over the current page (its texts loaded first); resolves when it is closed. */
export function openLuckycoinPackSheet(group: string, packId: string): Promise<void> {
  return loadNamespaces(['luckycoin']).then(() =>
    openModal<void>((close) => <LuckycoinPackSheet group={group} packId={packId} onClose={() => close()} />, undefined),
  );
}
