import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { assetPrices } from '../../order';
import { LuckycoinClaimList } from '../components/LuckycoinClaimList';
import { LuckycoinEnvelope } from '../components/LuckycoinEnvelope';
import { packPayUrls } from '../model';
import { useLuckycoinPack } from '../useLuckycoinPack';

/** §2 luckycoin/{id}: a pack, opened (claimed) here, with who claimed what. */
export default function LuckycoinPackScreen() {
  const { params } = useRoute();
  const group = params.group;
  const view = useLuckycoinPack(group, params.id);
  const pack = view.pack.value;
  if (!pack && view.error.value) {
    return (
      <section class="l-column luckycoin-failed" role="alert">
        <ApiErrorLines error={view.error.value} />
        <Button variant="secondary" onClick={view.retry}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }
  if (!pack) return <Skeleton lines={8} />;
  const assets = assetPrices.of(group).data || [];
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
      <LuckycoinClaimList pack={pack} assets={assets} />
    </section>
  );
}
