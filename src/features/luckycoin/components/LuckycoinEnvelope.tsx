import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import { memberPrice, type PricedAsset } from '../../../lib/format';
import { currency } from '../../../lib/settings';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import type { LuckycoinPack } from '../../../../contract/luckycoin';
import './LuckycoinEnvelope.css';

export interface LuckycoinEnvelopeProps {
  pack: LuckycoinPack;
  assets: readonly PricedAsset[];
  claiming: boolean;
  claimError: unknown;
  onClaim: () => void;
  /** The wallet page of a pack this page just created, while it is unpaid. */
  payUrl: string | null;
}

/** The red envelope: who sent it, the greeting, the total; "Open" while it can be claimed, then the person's share. */
export function LuckycoinEnvelope({ pack, assets, claiming, claimError, onClaim, payUrl }: LuckycoinEnvelopeProps) {
  const asset = { ...pack.asset, price_cny: '' };
  const price = (amount: string) => memberPrice(amount, asset, currency.value, assets);
  const total = price(pack.amount);
  const mine = pack.my_claim ? price(pack.my_claim.amount) : null;
  const canOpen = pack.status === 'open' && !pack.my_claim;
  return (
    <article class="luckycoin-envelope" aria-labelledby="luckycoin-greeting">
      <Avatar url={pack.sender.avatar_url} name={pack.sender.full_name} size={56} />
      <p class="luckycoin-envelope__from">{t('luckycoin:pack.from', { name: pack.sender.full_name })}</p>
      <h2 id="luckycoin-greeting" class="luckycoin-envelope__greeting">
        {pack.greeting || t('luckycoin:send.greeting_default')}
      </h2>
      <p class="luckycoin-envelope__total">
        {total.main}
        {total.beside && <span class="luckycoin-envelope__beside"> ≈ {total.beside}</span>}
      </p>
      <p class="luckycoin-envelope__meta">
        {t(`luckycoin:modes.${pack.mode}.label`)} · {t('luckycoin:pack.progress', { claimed: pack.claimed_count, shares: pack.shares })}
      </p>
      {mine && (
        <p class="luckycoin-envelope__mine">
          <span>{t('luckycoin:pack.you_got')}</span>
          <strong class="luckycoin-envelope__mine-amount">{mine.main}</strong>
          {mine.beside && <span class="luckycoin-envelope__beside">≈ {mine.beside}</span>}
          <span class="luckycoin-envelope__beside">{t('luckycoin:pack.to_wallet')}</span>
        </p>
      )}
      {canOpen && (
        <Button class="luckycoin-envelope__open" loading={claiming} onClick={onClaim}>
          {t('luckycoin:pack.open')}
        </Button>
      )}
      {pack.status === 'unpaid' && (
        <p class="luckycoin-envelope__state" role="status">
          {t('luckycoin:pack.state.unpaid')}
          {payUrl && (
            <>
              {' '}
              <a class="luckycoin-envelope__pay" href={payUrl}>
                {t('luckycoin:pack.pay')}
              </a>
            </>
          )}
        </p>
      )}
      {pack.status === 'finished' && <p class="luckycoin-envelope__state">{t('luckycoin:pack.state.finished')}</p>}
      {pack.status === 'expired' && (
        <p class="luckycoin-envelope__state">
          {pack.refund
            ? t('luckycoin:pack.state.expired_refund', { amount: price(pack.refund.amount).main, name: pack.sender.full_name })
            : t('luckycoin:pack.state.expired')}
        </p>
      )}
      {pack.status === 'failed' && <p class="luckycoin-envelope__state">{t('luckycoin:pack.state.failed')}</p>}
      {claimError !== null && (
        <p class="luckycoin-envelope__refusal" role="alert">
          {apiErrorText(claimError)}
        </p>
      )}
    </article>
  );
}
