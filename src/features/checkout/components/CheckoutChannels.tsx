import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { channelName } from '../../order';
import type { ProductChannel } from '../../../../contract/product';
import { channelKey, sameChannel } from '../channels';
import './CheckoutChannels.css';

export interface CheckoutChannelsProps {
  channels: readonly ProductChannel[];
  selected: ProductChannel | null;
  disabled?: boolean;
  onSelect: (channel: ProductChannel) => void;
}

/** The payment methods as one radio group, in the default order (§9). */
export function CheckoutChannels({ channels, selected, disabled, onSelect }: CheckoutChannelsProps) {
  const name = useId();
  return (
    <fieldset class="checkout-channels" disabled={disabled}>
      <legend class="checkout-channels__legend">{t('checkout:channels.legend')}</legend>
      {channels.map((channel) => {
        const key = channelKey(channel);
        return (
          <label key={key} class={sameChannel(selected, channel) ? 'checkout-channels__row is-on' : 'checkout-channels__row'}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={sameChannel(selected, channel)}
              onChange={() => onSelect(channel)}
            />
            <span class="checkout-channels__name">{channelName(channel.channel)}</span>{' '}
            <span class="checkout-channels__symbol">{channel.symbol}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
