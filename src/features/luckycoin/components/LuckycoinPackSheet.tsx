import { loadNamespaces, t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { openModal } from '../../../ui/modals';
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
  const pack = view.pack.value;
  const assets = assetPrices.of(group).data || [];
  let body;
  if (!pack && view.error.value) {
    body = (
      <div class="luckycoin-failed" role="alert">
        <ApiErrorLines error={view.error.value} />
        <Button variant="secondary" onClick={view.retry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (!pack) {
    body = <Skeleton lines={6} />;
  } else {
    body = (
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
    );
  }
  return (
    <BottomSheet open onClose={onClose} title={t('luckycoin:routes.group-luckycoin-id')}>
      {body}
    </BottomSheet>
  );
}

/** Opens a pack in a sheet over the current page (its texts loaded first); resolves when it is closed. */
export function openLuckycoinPackSheet(group: string, packId: string): Promise<void> {
  return loadNamespaces(['luckycoin']).then(() =>
    openModal<void>((close) => <LuckycoinPackSheet group={group} packId={packId} onClose={() => close()} />, undefined),
  );
}
