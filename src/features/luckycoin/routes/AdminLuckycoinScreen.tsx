import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { SettingTextForm } from '../../../ui/SettingTextForm';
import { maxSharesProblem, USD_MINIMUM_MAX, USD_MINIMUM_MAX_DECIMALS, usdMinimumProblem } from '../../../../contract/communityAdmin';
import { LUCKYCOIN_MAX_SHARES } from '../../../../contract/luckycoin';
import { GroupAdminLoad, saveGroupSettings } from '../../group/admin';
import { DEFAULT_LUCKYCOIN_MIN_USD, maxSharesOf } from '../model';

/**
 * `group-admin-luckycoin` (§2 admin portal, "luckycoin"; §3 "luckycoin max shares and min amount";
 * §5, §9): the most shares a pack may have (1–1000) and the least a pack may be worth, in USD. The
 * members' send form reads both afresh from the group's settings and refuses what the server would.
 */
export default function AdminLuckycoinScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Every setting, read afresh each visit (another admin may have changed them), or why they cannot be.
  return (
    <GroupAdminLoad group={group} lines={6}>
      {(settings) => (
        <>
          <SettingTextForm
            id="luckycoin-admin-shares"
            title={t('admin_community:luckycoin.shares.title')}
            hint={t('admin_community:luckycoin.shares.hint', { max: LUCKYCOIN_MAX_SHARES })}
            label={t('admin_community:luckycoin.shares.label')}
            inputMode="numeric"
            value={String(maxSharesOf(settings.luckycoin_max_shares))}
            saveText={t('admin_community:save')}
            savedText={t('admin_community:luckycoin.shares.saved')}
            problemOf={(text) => maxSharesProblem(text) && t('admin_community:luckycoin.shares.invalid', { max: LUCKYCOIN_MAX_SHARES })}
            onSave={(text) => saveGroupSettings(group, { luckycoin_max_shares: Number(text) })}
          />
          <SettingTextForm
            id="luckycoin-admin-minimum"
            title={t('admin_community:luckycoin.minimum.title')}
            hint={t('admin_community:luckycoin.minimum.hint')}
            label={t('admin_community:luckycoin.minimum.label')}
            unit={t('admin_community:usd.unit')}
            inputMode="decimal"
            value={settings.luckycoin_min_usd || DEFAULT_LUCKYCOIN_MIN_USD}
            saveText={t('admin_community:save')}
            savedText={t('admin_community:luckycoin.minimum.saved')}
            problemOf={(text) => {
              // What was typed, trimmed (the form saves it so); the server refuses untrimmed text (issue 22).
              const problem = usdMinimumProblem(text.trim());
              return problem && t(`admin_community:usd.${problem}`, { count: USD_MINIMUM_MAX_DECIMALS, max: USD_MINIMUM_MAX });
            }}
            onSave={(luckycoin_min_usd) => saveGroupSettings(group, { luckycoin_min_usd })}
          />
        </>
      )}
    </GroupAdminLoad>
  );
}
