import { useRoute } from 'preact-iso';
import type { Asset } from '../../../../contract/asset';
import type { Product } from '../../../../contract/product';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { OptionSection } from '../../../ui/OptionSection';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { membershipProduct, pricedAssets } from '../../join';
import { MembershipAdminCrypto } from '../components/MembershipAdminCrypto';
import '../components/MembershipAdmin.css';

/**
 * `group-admin-crypto` (§2 admin portal, "crypto"): which crypto assets members may pay the
 * membership with in the wallet, each with the price a year that follows from the price in yuan.
 */
export default function AdminCryptoScreen() {
  const { params } = useRoute();
  const group = params.group;
  const product = useGroupResource(membershipProduct, group, true);
  const assets = useGroupResource(pricedAssets, group, true);
  // Two resources, one notice: whichever failed, the retry asks for both again.
  const retry = () => {
    membershipProduct.refresh(group);
    pricedAssets.refresh(group);
  };
  const loaded = { title: t('admin_payment:load_failed'), onRetry: retry, skeleton: <Skeleton lines={8} /> };
  return (
    <ExceptionLoaded state={product} {...loaded}>
      {(productData) => (
        <ExceptionLoaded state={assets} {...loaded}>
          {(assetsData) => <AdminCrypto group={group} product={productData} assets={assetsData} />}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

function AdminCrypto({ group, product, assets }: { group: string; product: Product | null; assets: Asset[] }) {
  return (
    <div class="membership-admin">
      {product === null ? (
        <OptionSection id="membership-admin-crypto" title={t('admin_payment:crypto.title')}>
          <p class="membership-admin__note membership-admin__body">{t('admin_payment:no_product')}</p>
        </OptionSection>
      ) : (
        <MembershipAdminCrypto group={group} product={product} assets={assets} />
      )}
    </div>
  );
}
