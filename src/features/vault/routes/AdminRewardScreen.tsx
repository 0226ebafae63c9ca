import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { REWARD_KINDS, type RewardItem, type RewardKind, type RewardTotal } from '../../../../contract/reward';
import { t } from '../../../lib/i18n';
import { currency } from '../../../lib/settings';
import { InfiniteList } from '../../../ui/InfiniteList';
import { loadRewardPage } from '../model';
import { useAssetPrices } from '../components/VaultOverviewView';
import { VaultRewardRow } from '../components/VaultRewardRow';
import { VaultRewardTotals } from '../components/VaultRewardTotals';
import '../components/Vault.css';

/**
 * `group-admin-reward` (§2 admin portal, "reward"): the rewards the group paid its members, article
 * rewards claimed and invitation bonuses, newest first, 20 a page, with the totals per asset; one
 * kind or both.
 */
export default function AdminRewardScreen() {
  const { params } = useRoute();
  const group = params.group;
  const kind = useSignal<RewardKind | null>(null);
  const totals = useSignal<RewardTotal[] | null>(null);
  const prices = useAssetPrices(group);
  const shownKind = kind.value;
  const load = useCallback(({ offset }: { offset: number }) =>
    loadRewardPage(group, shownKind, offset, totals), [group, shownKind, totals]);
  const shownCurrency = currency.value;
  const renderItem = useCallback((reward: RewardItem) => (
    <VaultRewardRow reward={reward} currency={shownCurrency} prices={prices} />
  ), [shownCurrency, prices]);

  return (
    <div class="vault-page">
      <fieldset class="vault-filter">
        <legend class="vault-filter__legend">{t('admin_money:rewards.filter')}</legend>
        <div class="vault-filter__options">
          {[null, ...REWARD_KINDS].map((option) => (
            <label key={option || 'all'} class="vault-filter__option">
              <input
                type="radio"
                name="vault-reward-kind"
                checked={shownKind === option}
                onChange={() => {
                  kind.value = option;
                  totals.value = null;
                }}
              />
              <span>{t(`admin_money:rewards.kinds.${option || 'all'}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <VaultRewardTotals totals={totals.value} currency={shownCurrency} prices={prices} />
      <InfiniteList
        resetKey={`${group}/${shownKind || 'all'}`}
        load={load}
        getKey={(reward: RewardItem) => reward.reward_id}
        renderItem={renderItem}
        emptyText={t('admin_money:rewards.empty')}
        label={t('admin_money:rewards.list')}
        skeletonRows={4}
      />
    </div>
  );
}
