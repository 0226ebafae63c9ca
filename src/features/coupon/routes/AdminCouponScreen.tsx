import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { listVersion } from '../../../lib/lists';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { PagedList } from '../../../ui/PagedList';
import { Skeleton } from '../../../ui/Skeleton';
import type { CouponBatch } from '../../../../contract/couponAdmin';
import { channelTakesAsset } from '../../../../contract/couponAdmin';
import { PAYMENT_CHANNELS } from '../../../../contract/product';
import { ExceptionLoadFailed, ExceptionLoaded } from '../../exception/parts';
import { groupConfig } from '../../group';
import { assetPrices } from '../../order';
import { BATCH_LIST, couponProducts, loadCouponBatches } from '../admin';
import { CouponAdminBatch } from '../components/CouponAdminBatch';
import { CouponAdminForm } from '../components/CouponAdminForm';
import '../components/CouponAdmin.css';

/** The form, once the assets and products it offers are read. */
function CouponAdminNew({ group, onCreated, onCancel }: { group: string; onCreated: (b: CouponBatch) => void; onCancel: () => void }) {
  const assets = useGroupResource(assetPrices, group);
  const products = useGroupResource(couponProducts, group);
  // Two resources: the products' block inside the assets', each with its own retry.
  return (
    <ExceptionLoaded
      state={assets}
      title={t('admin_content:coupon.form_load_failed')}
      onRetry={() => assetPrices.refresh(group)}
      skeleton={<Skeleton lines={10} />}
    >
      {(all) => (
        <ExceptionLoaded
          state={products}
          title={t('admin_content:coupon.form_load_failed')}
          onRetry={() => couponProducts.refresh(group)}
          skeleton={<Skeleton lines={10} />}
        >
          {(listed) => {
            // Assets some payment method charges in: a coupon pays only in its own asset (§5).
            const payable = all.filter((a) => PAYMENT_CHANNELS.some((ch) => channelTakesAsset(ch, a)));
            const onSale = listed.filter((p) => p.status === 'normal').map((p) => ({ product_id: p.product_id, name: p.name, channels: p.price.channels }));
            return <CouponAdminForm group={group} assets={payable} products={onSale} onCreated={onCreated} onCancel={onCancel} />;
          }}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

/**
 * `group-admin-coupon` (§2 admin portal, "coupons"): the group's coupon batches, newest first, with
 * how many were claimed, used and expired unused; a new batch (the page's one primary action), and
 * per batch listing it to members or not and ending it now.
 */
export default function AdminCouponScreen() {
  const { params } = useRoute();
  const group = params.group;
  const creating = useSignal(false);
  const config = useGroupResource(groupConfig, group);
  const load = useCallback(({ offset }: { offset: number }) => loadCouponBatches(group, offset), [group]);

  return (
    <div class="coupon-admin">
      {config.data && !config.data.coupon_enabled && <p class="coupon-admin__notice">{t('admin_content:coupon.off_notice')}</p>}
      {creating.value ? (
        <section class="coupon-admin__new" aria-labelledby="coupon-admin-new-title">
          <h2 id="coupon-admin-new-title" class="coupon-admin__title">
            {t('admin_content:coupon.new')}
          </h2>
          <CouponAdminNew
            group={group}
            onCreated={() => {
              // The list reads its first page again itself: createBatch invalidates it.
              creating.value = false;
            }}
            onCancel={() => (creating.value = false)}
          />
        </section>
      ) : (
        <div class="coupon-admin__top">
          <Button onClick={() => (creating.value = true)}>{t('admin_content:coupon.new')}</Button>
        </div>
      )}
      <h2 class="coupon-admin__title">{t('admin_content:coupon.list_label')}</h2>
      <PagedList
        load={load}
        resetKey={listVersion(group, BATCH_LIST)}
        getKey={(b: CouponBatch) => b.code}
        label={t('admin_content:coupon.list_label')}
        emptyText={t('admin_content:coupon.empty')}
        moreText={t('admin_content:more')}
        renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_content:coupon.load_failed')} error={error} onRetry={retry} />}
        renderItem={(b: CouponBatch) => <CouponAdminBatch group={group} batch={b} />}
      />
    </div>
  );
}
