import { useRoute } from 'preact-iso';
import type { Asset } from '../../../../contract/asset';
import type { GroupAdminSettings } from '../../../../contract/group';
import type { Product } from '../../../../contract/product';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { OptionSection } from '../../../ui/OptionSection';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
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
  // Another admin may have changed them: read them afresh each visit.
  const product = useGroupResource(membershipProduct, group, true);
  const assets = useGroupResource(pricedAssets, group, true);
  const settings = useGroupResource(groupAdminSettings, group, true);
  // Three resources, one notice: whichever failed, the retry asks for all three again.
  const retry = () => {
    membershipProduct.refresh(group);
    pricedAssets.refresh(group);
    groupAdminSettings.refresh(group);
  };
  const loaded = { title: t('admin_payment:load_failed'), onRetry: retry, skeleton: <Skeleton lines={10} /> };
  return (
    <ExceptionLoaded state={product} {...loaded}>
      {(productData) => (
        <ExceptionLoaded state={assets} {...loaded}>
          {(assetsData) => (
            <ExceptionLoaded state={settings} {...loaded}>
              {(settingsData) => <AdminPayment group={group} product={productData} assets={assetsData} settings={settingsData} />}
            </ExceptionLoaded>
          )}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

function AdminPayment({ group, product, assets, settings }: {
  group: string;
  product: Product | null;
  assets: Asset[];
  settings: GroupAdminSettings;
}) {
  return (
    <div class="membership-admin">
      {product === null ? (
        <OptionSection id="membership-admin-price" title={t('admin_payment:price.title')}>
          <p class="membership-admin__note membership-admin__body">{t('admin_payment:no_product')}</p>
        </OptionSection>
      ) : (
        <>
          <MembershipAdminPrice group={group} product={product} assets={assets} />
          <MembershipAdminChannels group={group} product={product} />
        </>
      )}
      <MembershipAdminRenewal group={group} settings={settings} />
    </div>
  );
}
