import { useSignal } from '@preact/signals';
import { useEffect, useId, useMemo } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
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
  const id = useId();
  const years = useSignal<number>(MEMBERSHIP_PERIODS[0]);
  const buying = useSignal(false);
  // The page's idea of now, fixed when it opens: periods and dates do not shift while reading.
  const now = useMemo(() => Date.now(), []);
  useEffect(() => {
    loadGroup(group);
    account.ensure(group);
    membershipProduct.ensure(group);
    pricedAssets.ensure(group);
  }, [group]);

  const me = account.of(group);
  const settings = groupSettings.of(group);
  const config = groupConfig.of(group);
  const product = membershipProduct.of(group);

  const error = me.error || settings.error || config.error || product.error;
  if (!me.data || !settings.data || !config.data || product.data === undefined) {
    if (error) {
      const retry = () => {
        account.refresh(group);
        groupSettings.refresh(group);
        groupConfig.refresh(group);
        membershipProduct.refresh(group);
      };
      return (
        <div class="membership-renew membership-renew--message">
          <p role="alert">{apiErrorText(error)}</p>
          <Button onClick={retry}>{t('common:actions.retry')}</Button>
        </div>
      );
    }
    return (
      <div class="membership-renew">
        <Skeleton lines={5} />
      </div>
    );
  }

  const availability = renewalAvailability(settings.data.system_renew_enable, me.data.expired_at);
  if (availability !== 'available' || !me.data.expired_at) {
    return (
      <div class="membership-renew membership-renew--message">
        <p role="status">{t(availability === 'disabled' ? 'membership:renew.not_renewable' : 'membership:renew.no_expiry')}</p>
      </div>
    );
  }

  const expiredAt = me.data.expired_at;
  const maxYears = config.data.max_renewal_years;
  // Only periods within the group's maximum are offered; a pick the maximum has since ruled out falls back.
  const periods = periodsWithin(MEMBERSHIP_PERIODS, maxYears);
  const picked = periods.indexOf(years.value) >= 0 || periods.length === 0 ? years.value : periods[0];
  const tooLong = exceedsMaxPeriod(expiredAt, picked, maxYears, now);
  const item = product.data;
  const assets = pricedAssets.of(group).data || [];
  const block = purchaseBlock({
    productStatus: item ? item.status : null,
    quantity: picked,
    inviteCodeRequired: settings.data.system_invite_code_required,
    checkInvitation: false,
    inviteToJoin: config.data.invite_to_join,
    hasInvitation: true,
    renewal: true,
    renewEnabled: settings.data.system_renew_enable,
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
