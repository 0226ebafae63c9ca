import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { useSaveAction } from '../../../ui/useSaveAction';
import type { Product } from '../../../../contract/product';
import { saveMembershipPrice } from '../admin';
import { channelLabel } from '../adminLabels';
import { FIAT_CHANNELS, hasChannel, noChannelLeft, withFiatChannel, type ChannelInput } from '../priceRules';
import './MembershipAdmin.css';

const key = (ch: ChannelInput) => `${ch.channel}/${ch.asset_id}`;

/**
 * The ways of paying in money (WeChat Pay and Alipay in yuan, the reborn coin): a switch each,
 * saved as flipped with the price unchanged. The wallet's crypto assets are the crypto section's.
 * §5: the last way of paying cannot be switched off.
 */
export function MembershipAdminChannels({ group, product }: { group: string; product: Product }) {
  const { pending, error, run } = useSaveAction<{ key: string; on: boolean }>();
  const channels: ChannelInput[] = product.price.channels.map((ch) => ({ channel: ch.channel, asset_id: ch.asset_id }));
  const wallet = product.price.channels.filter((ch) => ch.channel === 'mixin').map((ch) => ch.symbol);

  const flip = (entry: ChannelInput, on: boolean) => {
    const next = withFiatChannel(channels, entry, on);
    if (noChannelLeft(next)) {
      error.value = t('admin_payment:channels.last');
      return;
    }
    const price = { asset_id: product.price.asset_id, amount: product.price.amount, channels: next };
    run({ key: key(entry), on }, saveMembershipPrice(group, product.product_id, price), t('admin_payment:saved'));
  };

  const now = pending.value;
  return (
    <OptionSection id="membership-admin-channels" title={t('admin_payment:channels.title')} hint={t('admin_payment:channels.hint')}>
      {FIAT_CHANNELS.map((entry) => (
        <OptionSwitch
          key={key(entry)}
          label={t('admin_payment:channels.switch', { channel: channelLabel(entry.channel), symbol: entry.asset_id.toUpperCase() })}
          checked={now && now.key === key(entry) ? now.on : hasChannel(channels, entry)}
          disabled={!!now}
          onChange={(on) => flip(entry, on)}
        />
      ))}
      <p class="membership-admin__link">
        <span>
          {wallet.length > 0
            ? t('admin_payment:channels.wallet', { assets: wallet.join(', ') })
            : t('admin_payment:channels.wallet_none')}
        </span>
        <a href={to('group-admin-crypto', { group })}>{t('admin_payment:channels.wallet_link')}</a>
      </p>
      <FieldError class="membership-admin__error membership-admin__body" error={error.value} />
    </OptionSection>
  );
}
