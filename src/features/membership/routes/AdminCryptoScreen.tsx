import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { OptionSection } from '../../../ui/OptionSection';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception/parts';
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
  const product = membershipProduct.of(group);
  const assets = pricedAssets.of(group);

  useEffect(() => {
    membershipProduct.refresh(group);
    pricedAssets.refresh(group);
  }, [group]);

  const failed = (product.data === undefined && product.error) || (!assets.data && assets.error);
  if (failed) {
    const retry = () => {
      membershipProduct.refresh(group);
      pricedAssets.refresh(group);
    };
    return <ExceptionLoadFailed title={t('admin_payment:load_failed')} error={failed} onRetry={retry} />;
  }
  if (product.data === undefined || !assets.data) return <Skeleton lines={8} />;

  return (
    <div class="membership-admin">
      {product.data === null ? (
        <OptionSection id="membership-admin-crypto" title={t('admin_payment:crypto.title')}>
          <p class="membership-admin__note membership-admin__body">{t('admin_payment:no_product')}</p>
        </OptionSection>
      ) : (
        <MembershipAdminCrypto group={group} product={product.data} assets={assets.data} />
      )}
    </div>
  );
}
