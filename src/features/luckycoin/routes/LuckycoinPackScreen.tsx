import { useRoute } from 'preact-iso';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import { account } from '../../account';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { assetPrices } from '../../order';
import type { LuckycoinPack } from '../../../../contract/luckycoin';
import { LuckycoinClaimList } from '../components/LuckycoinClaimList';
import { LuckycoinEnvelope } from '../components/LuckycoinEnvelope';
import { packPayUrls, shareLuckycoinToChat } from '../model';
import { useLuckycoinPack } from '../useLuckycoinPack';

/**
 * §2 luckycoin/{id}: a pack, opened (claimed) here, with who claimed what. Once paid, its sender's first
 * action is "Share to chat" (issue 26 point 5): members open it from the chat.
 */
export default function LuckycoinPackScreen() {
  const { params } = useRoute();
  const group = params.group;
  const view = useLuckycoinPack(group, params.id);
  return (
    <ExceptionLoaded state={view.state} title={t('luckycoin:pack.load_failed')} onRetry={view.retry} skeleton={<Skeleton lines={8} />}>
      {(pack) => <LuckycoinPackView group={group} pack={pack} view={view} />}
    </ExceptionLoaded>
  );
}

function LuckycoinPackView({ group, pack, view }: { group: string; pack: LuckycoinPack; view: ReturnType<typeof useLuckycoinPack> }) {
  const sharing = useSignal(false);
  const shareError = useSignal<unknown>(null);
  const assets = assetPrices.of(group).data || [];
  const me = account.of(group).data;
  const canShare = !!me && me.user_id === pack.sender.user_id && pack.status === 'open';
  const share = () => {
    if (sharing.value) return;
    sharing.value = true;
    shareError.value = null;
    shareLuckycoinToChat(group, pack.pack_id).then(
      () => (sharing.value = false),
      (err: unknown) => {
        sharing.value = false;
        shareError.value = err;
      },
    );
  };
  return (
    <section class="l-column">
      <LuckycoinEnvelope
        pack={pack}
        assets={assets}
        claiming={view.claiming.value}
        claimError={view.claimError.value}
        onClaim={view.claim}
        payUrl={(pack.status === 'unpaid' && packPayUrls.value[pack.pack_id]) || null}
      />
      {canShare && (
        <div class="luckycoin-share">
          <Button class="luckycoin-share__button" loading={sharing.value} onClick={share}>
            {t('luckycoin:pack.share')}
          </Button>
          <p class="luckycoin-share__hint">{t('luckycoin:pack.share_hint')}</p>
          {shareError.value !== null && (
            <p class="luckycoin-share__error" role="alert">
              {apiErrorText(shareError.value)}
            </p>
          )}
        </div>
      )}
      <LuckycoinClaimList pack={pack} assets={assets} />
    </section>
  );
}
