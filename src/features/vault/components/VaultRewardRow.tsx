import type { RewardItem } from '../../../../contract/reward';
import { formatDateTime, type PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { Currency } from '../../../lib/settings';
import { Avatar } from '../../../ui/Avatar';
import { amountText, valueText } from '../model';
import './Vault.css';

/** One reward paid: to whom, what for (an article's title, an invitee's name, as text), how much and when. */
export function VaultRewardRow({ reward, currency, prices }: { reward: RewardItem; currency: Currency; prices: readonly PricedAsset[] }) {
  const value = valueText(reward.amount, reward, currency, prices);
  return (
    <div class="vault-reward">
      <Avatar url={reward.member.avatar_url} name={reward.member.full_name} size={36} lazy />
      <div class="vault-reward__text">
        <p class="vault-reward__name">{reward.member.full_name}</p>
        <p class="vault-reward__source">
          {reward.kind === 'article'
            ? t('admin_money:rewards.article', { title: reward.source })
            : t('admin_money:rewards.invitation', { name: reward.source })}
        </p>
        <p class="vault-reward__date">{formatDateTime(reward.created_at)}</p>
      </div>
      <div class="vault-reward__amounts">
        <span class="vault-reward__amount">{amountText(reward.amount, reward)}</span>
        {value && <span class="vault-reward__value">{t('admin_money:vaults.value', { value })}</span>}
      </div>
    </div>
  );
}
