import { useSignal } from '@preact/signals';
import { useEffect, useId, useMemo } from 'preact/hooks';
import { formatDate, type PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import type { Me } from '../../account';
import type { GroupConfig, GroupSettings } from '../../group';
import type { Product } from '../../../../contract/product';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import { orderCreating, purchase } from '../../checkout';
import { groupConfig, groupSettings, loadGroup } from '../../group';
import {
  JoinPrice, JoinQuantityPicker, MEMBERSHIP_PERIODS, membershipProduct, membershipTotal, periodsWithin, pricedAssets, purchaseBlock,
} from '../../join';
import { exceedsMaxPeriod, remainingYears, renewalAvailability, renewedExpiry } from '../model';
import './MembershipRenewPanel.css';

/**
 * The renew page's body (§2, §5): 1, 2, 3, 5 or 7 more years (those not longer than the group's
 * maximum) at the membership price, only when the group enables system renewal; a period that
 * would run past the group's maximum is refused with the §5 message before any order is made.
 * Paying goes through the checkout.
 */
export function MembershipRenewPanel({ group }: { group: string }) {
  useEffect(() => loadGroup(group), [group]);
  const me = useGroupResource(account, group);
  const settings = useGroupResource(groupSettings, group);
  const config = useGroupResource(groupConfig, group);
  const product = useGroupResource(membershipProduct, group);
  const assets = useGroupResource(pricedAssets, group).data || [];
  const title = t('membership:renew.load_failed');
  const skeleton = (
    <div class="membership-renew">
      <Skeleton lines={5} />
    </div>
  );
  // Four resources: each block inside the one before, each with its own retry.
  return (
    <ExceptionLoaded state={me} title={title} onRetry={() => account.refresh(group)} skeleton={skeleton}>
      {(m) => (
        <ExceptionLoaded state={settings} title={title} onRetry={() => groupSettings.refresh(group)} skeleton={skeleton}>
          {(s) => (
            <ExceptionLoaded state={config} title={title} onRetry={() => groupConfig.refresh(group)} skeleton={skeleton}>
              {(c) => (
                <ExceptionLoaded state={product} title={title} onRetry={() => membershipProduct.refresh(group)} skeleton={skeleton}>
                  {(item) => <MembershipRenew group={group} me={m} settings={s} config={c} item={item} assets={assets} />}
                </ExceptionLoaded>
              )}
            </ExceptionLoaded>
          )}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

function MembershipRenew({
  group, me, settings, config, item, assets,
}: { group: string; me: Me; settings: GroupSettings; config: GroupConfig; item: Product | null; assets: readonly PricedAsset[] }) {
  const id = useId();
  const years = useSignal<number>(MEMBERSHIP_PERIODS[0]);
  const buying = useSignal(false);
  // The page's idea of now, fixed when it opens: periods and dates do not shift while reading.
  const now = useMemo(() => Date.now(), []);

  const availability = renewalAvailability(settings.system_renew_enable, me.expired_at);
  if (availability !== 'available' || !me.expired_at) {
    return (
      <div class="membership-renew membership-renew--message">
        <p role="status">{t(availability === 'disabled' ? 'membership:renew.not_renewable' : 'membership:renew.no_expiry')}</p>
      </div>
    );
  }

  const expiredAt = me.expired_at;
  const maxYears = config.max_renewal_years;
  // Only periods within the group's maximum are offered; a pick the maximum has since ruled out falls back.
  const periods = periodsWithin(MEMBERSHIP_PERIODS, maxYears);
  const picked = periods.indexOf(years.value) >= 0 || periods.length === 0 ? years.value : periods[0];
  const tooLong = exceedsMaxPeriod(expiredAt, picked, maxYears, now);
  const block = purchaseBlock({
    productStatus: item ? item.status : null,
    quantity: picked,
    inviteCodeRequired: settings.system_invite_code_required,
    checkInvitation: false,
    inviteToJoin: config.invite_to_join,
    hasInvitation: true,
    renewal: true,
    renewEnabled: settings.system_renew_enable,
    typingInvitation: false,
  });
  const expired = Date.parse(expiredAt) < now;

  const renew = async () => {
    if (tooLong || !item) return;
    buying.value = true;
    const result = await purchase({
      group,
      productId: item.product_id,
      quantity: picked,
      title: t('membership:renew.checkout_title'),
    });
    buying.value = false;
    if (result === 'success') account.refresh(group);
  };

  return (
    <section class="membership-renew" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="membership-renew__title">
        {t('membership:renew.title')}
      </h2>
      <p class="membership-renew__current">
        {t(expired ? 'membership:renew.expired_on' : 'membership:renew.expires_on', { date: formatDate(expiredAt) })}
      </p>
      {!item ? (
        <p class="membership-renew__hint">{t('membership:renew.no_product')}</p>
      ) : (
        <>
          <JoinQuantityPicker
            legend={t('membership:renew.period')}
            options={periods}
            value={picked}
            onChange={(next) => {
              years.value = next;
            }}
            disabled={buying.value}
          />
          <JoinPrice total={membershipTotal(item, picked, assets)} assets={assets} />
          {tooLong ? (
            <p class="membership-renew__refusal" role="alert">
              {t('membership:renew.exceeds_max', { count: remainingYears(expiredAt, now), max: maxYears })}
            </p>
          ) : (
            <p class="membership-renew__hint">
              {t('membership:renew.new_expiry', { date: formatDate(renewedExpiry(expiredAt, picked, now)) })}
            </p>
          )}
          <Button
            block
            loading={buying.value || orderCreating.value}
            disabled={tooLong || block !== null}
            onClick={renew}
          >
            {t('membership:renew.action', { count: picked })}
          </Button>
        </>
      )}
    </section>
  );
}
