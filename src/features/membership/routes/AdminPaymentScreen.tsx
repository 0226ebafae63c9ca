import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { OptionSection } from '../../../ui/OptionSection';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception/parts';
import { groupAdminSettings } from '../../group';
import { membershipProduct, pricedAssets } from '../../join';
import { MembershipAdminChannels } from '../components/MembershipAdminChannels';
import { MembershipAdminPrice } from '../components/MembershipAdminPrice';
import { MembershipAdminRenewal } from '../components/MembershipAdminRenewal';
import '../components/MembershipAdmin.css';

/**
 * `group-admin-payment` (§2 admin portal, "payment"; §3 admin settings: payment base price and
 * accepted assets, max renewal period): the membership's price a year as a fiat benchmark in yuan,
 * the ways of paying in money, and renewal. Each part saves on its own, with a toast.
 */
export default function AdminPaymentScreen() {
  const { params } = useRoute();
  const group = params.group;
  const product = membershipProduct.of(group);
  const assets = pricedAssets.of(group);
  const settings = groupAdminSettings.of(group);

  useEffect(() => {
    // Another admin may have changed them: read them afresh each visit.
    membershipProduct.refresh(group);
    pricedAssets.refresh(group);
    groupAdminSettings.refresh(group);
  }, [group]);

  const failed = (product.data === undefined && product.error) || (!assets.data && assets.error) || (!settings.data && settings.error);
  if (failed) {
    const retry = () => {
      membershipProduct.refresh(group);
      pricedAssets.refresh(group);
      groupAdminSettings.refresh(group);
    };
    return <ExceptionLoadFailed title={t('admin_payment:load_failed')} error={failed} onRetry={retry} />;
  }
  if (product.data === undefined || !assets.data || !settings.data) return <Skeleton lines={10} />;

  return (
    <div class="membership-admin">
      {product.data === null ? (
        <OptionSection id="membership-admin-price" title={t('admin_payment:price.title')}>
          <p class="membership-admin__note membership-admin__body">{t('admin_payment:no_product')}</p>
        </OptionSection>
      ) : (
        <>
          <MembershipAdminPrice group={group} product={product.data} assets={assets.data} />
          <MembershipAdminChannels group={group} product={product.data} />
        </>
      )}
      <MembershipAdminRenewal group={group} settings={settings.data} />
    </div>
  );
}
