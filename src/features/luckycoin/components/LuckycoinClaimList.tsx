import { t } from '../../../lib/i18n';
import { formatDateTime, memberPrice, type PricedAsset } from '../../../lib/format';
import { currency } from '../../../lib/settings';
import { Avatar } from '../../../ui/Avatar';
import type { LuckycoinPack } from '../../../../contract/luckycoin';
import './LuckycoinClaimList.css';

/** Who claimed what, in claim order, the luckiest marked. */
export function LuckycoinClaimList({ pack, assets }: { pack: LuckycoinPack; assets: readonly PricedAsset[] }) {
  if (!pack.claims.length) return null;
  const asset = { ...pack.asset, price_cny: '' };
  const luckiest = pack.luckiest;
  return (
    <section class="luckycoin-claims" aria-labelledby="luckycoin-claims-title">
      <h3 id="luckycoin-claims-title" class="luckycoin-claims__title">
        {t('luckycoin:pack.claims_title', { claimed: pack.claimed_count, shares: pack.shares })}
      </h3>
      <ul class="luckycoin-claims__list">
        {pack.claims.map((claim) => {
          const lucky = !!luckiest && luckiest.user_id === claim.user_id;
          return (
            <li key={claim.user_id} class="luckycoin-claims__row">
              <Avatar url={claim.avatar_url} name={claim.full_name} size={36} lazy />
              <span class="luckycoin-claims__who">
                <span class="luckycoin-claims__name">{claim.full_name}</span>
                <time class="luckycoin-claims__time" dateTime={claim.claimed_at}>
                  {formatDateTime(claim.claimed_at)}
                </time>
              </span>
              <span class="luckycoin-claims__amount">
                {memberPrice(claim.amount, asset, currency.value, assets).main}
                {lucky && <span class="luckycoin-claims__luckiest">{t('luckycoin:pack.luckiest')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
