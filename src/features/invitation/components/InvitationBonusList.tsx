import { formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { InviteBonus } from '../../../../contract/invitation';
import './InvitationMine.css';

/** Bonus sums, one line per asset ("0.00003 BTC"), or "No bonus yet". */
export function InvitationBonusList({ bonus }: { bonus: readonly InviteBonus[] }) {
  if (!bonus.length) return <p class="invitation-mine__muted">{t('invitation:bonus.none')}</p>;
  return (
    <ul class="invitation-mine__bonus invitation-mine__good">
      {bonus.map((b) => (
        <li key={b.asset_id}>{`${formatAssetAmount(b.amount, b.symbol)} ${b.symbol}`}</li>
      ))}
    </ul>
  );
}
