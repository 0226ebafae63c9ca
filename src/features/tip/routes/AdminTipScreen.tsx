import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { SettingTextForm } from '../../../ui/SettingTextForm';
import { USD_MINIMUM_MAX, USD_MINIMUM_MAX_DECIMALS, usdMinimumProblem } from '../../../../contract/communityAdmin';
import { GroupAdminLoad, saveGroupSettings } from '../../group/admin';
import { DEFAULT_TIP_MIN_USD } from '../model';

/**
 * `group-admin-tip` (§2 admin portal, "tip"; §3 "tip min amount"; §5 kudos minimum): the least a
 * tip may be worth, in USD. Members' kudos forms read it afresh from the group's settings and refuse
 * less, as the server does (`tipMinimum` converts it into the coin they pick).
 */
export default function AdminTipScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Every setting, read afresh each visit (another admin may have changed it), or why it cannot be.
  return (
    <GroupAdminLoad group={group} lines={4}>
      {(settings) => (
        <SettingTextForm
          id="tip-admin-minimum"
          title={t('admin_community:tip.title')}
          hint={t('admin_community:tip.hint')}
          label={t('admin_community:tip.label')}
          unit={t('admin_community:usd.unit')}
          inputMode="decimal"
          value={settings.tip_min_usd || DEFAULT_TIP_MIN_USD}
          saveText={t('admin_community:save')}
          savedText={t('admin_community:tip.saved')}
          problemOf={(text) => {
            // What was typed, trimmed (the form saves it so); the server refuses untrimmed text (issue 22).
            const problem = usdMinimumProblem(text.trim());
            return problem && t(`admin_community:usd.${problem}`, { count: USD_MINIMUM_MAX_DECIMALS, max: USD_MINIMUM_MAX });
          }}
          onSave={(tip_min_usd) => saveGroupSettings(group, { tip_min_usd })}
        />
      )}
    </GroupAdminLoad>
  );
}
