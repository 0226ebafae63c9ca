import type { Product } from '../../../../contract/product';
import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import { orderCreating, purchase } from '../../checkout';
import type { GroupConfig, GroupSettings } from '../../group';
import { invitationTyping, myInvitation } from '../../invitation';
import { MEMBERSHIP_PERIODS, membershipProduct, membershipTotal, periodsWithin, pricedAssets, purchaseBlock } from '../model';
import { JoinPrice } from './JoinPrice';
import { JoinQuantityPicker } from './JoinQuantityPicker';
import { useGroupResource } from '../../../lib/resource';

export interface JoinTicketSectionProps {
  group: string;
  config: GroupConfig;
  settings: GroupSettings;
  onJoined: () => void;
}

/**
 * The ticket-purchase part of the payment join panel (§2): how many years, the price in the
 * person's currency, and the purchase button under the §5 rules.
 */
export function JoinTicketSection({ group, config, settings, onJoined }: JoinTicketSectionProps) {
  const id = useId();
  const quantity = useSignal<number | null>(MEMBERSHIP_PERIODS[0]);
  const buying = useSignal(false);
  const productState = useGroupResource(membershipProduct, group);
  const assets = useGroupResource(pricedAssets, group).data || [];
  const me = account.of(group).data;
  // A paid member whose time ran out is back here, and what they buy is a renewal (as the server counts it).
  const renewal = !!me && (me.state === 'paid' || me.state === 'subscribed');

  const ticket = (product: Product | null) => {
    if (product === null) return <p class="join-card__hint">{t('join:ticket.no_product')}</p>;
    const block = purchaseBlock({
      productStatus: product.status,
      quantity: quantity.value,
      inviteCodeRequired: settings.system_invite_code_required,
      checkInvitation: !renewal,
      inviteToJoin: config.invite_to_join,
      hasInvitation: !!myInvitation.of(group).data,
      renewal,
      renewEnabled: settings.system_renew_enable,
      typingInvitation: invitationTyping.value,
    });
    const buy = async () => {
      if (!quantity.value) return;
      buying.value = true;
      const result = await purchase({ group, productId: product.product_id, quantity: quantity.value });
      buying.value = false;
      if (result === 'success') onJoined();
    };
    return (
      <>
        <p class="join-card__product">{product.name}</p>
        {product.desc && <p class="join-card__hint">{product.desc}</p>}
        <JoinQuantityPicker
          legend={t('join:ticket.quantity')}
          options={periodsWithin(MEMBERSHIP_PERIODS, config.max_renewal_years)}
          value={quantity.value}
          onChange={(years) => {
            quantity.value = years;
          }}
          disabled={buying.value}
        />
        <JoinPrice total={quantity.value ? membershipTotal(product, quantity.value, assets) : null} assets={assets} />
        <Button block loading={buying.value || orderCreating.value} disabled={block !== null} onClick={buy}>
          {t('join:ticket.buy')}
        </Button>
        {block && block !== 'no_quantity' && <p class="join-card__hint join-card__hint--below">{t(`join:ticket.blocked.${block}`)}</p>}
      </>
    );
  };

  return (
    <section class="join-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="join-card__title">
        {t('join:ticket.title')}
      </h2>
      <ExceptionLoaded
        state={productState}
        title={t('join:ticket.load_failed')}
        onRetry={() => membershipProduct.refresh(group)}
        skeleton={<Skeleton lines={3} />}
      >
        {ticket}
      </ExceptionLoaded>
    </section>
  );
}
