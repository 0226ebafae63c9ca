import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { GroupAdminEntryQuiz } from '../components/GroupAdminEntryQuiz';
import { GroupAdminInfoForm } from '../components/GroupAdminInfoForm';
import { GroupAdminLoad } from '../components/GroupAdminLoad';
import { GroupAdminSwitches, type GroupAdminSwitchSection, type GroupSwitchKey } from '../components/GroupAdminSwitches';
import { groupPublic } from '../model';
import '../components/GroupAdmin.css';

type SectionId = 'tabs' | 'entry' | 'membership';

// The switches of §3 "group settings" an admin turns on and off, by what they change for members.
const SECTIONS: { id: SectionId; keys: GroupSwitchKey[] }[] = [
  { id: 'tabs', keys: ['home_enabled', 'custom_enabled', 'course-enabled', 'discussion_enabled', 'profile_enabled'] },
  { id: 'entry', keys: ['group_entry_disabled', 'group_entry_kyc_enabled', 'system_invite_code_required'] },
  { id: 'membership', keys: ['system_renew_enable'] },
];

const switchLabel = (key: GroupSwitchKey) => t(`admin:general.switch.${key}` as 'admin:general.switch.home_enabled');

/**
 * `group-admin-general` (§2 admin portal, "general"; issue 14 point 1): the group's name, avatar,
 * introduction and language; which tabs members see; who may join (closed, an entry quiz, KYC, an
 * invitation code); whether members can renew.
 */
export default function AdminGeneralScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Another admin may have renamed the group since it was loaded.
  const info = useGroupResource(groupPublic, group, true);

  return (
    <div class="group-admin">
      <ExceptionLoaded state={info} title={t('admin_settings:load_failed')} onRetry={() => groupPublic.refresh(group)} skeleton={<Skeleton lines={6} />}>
        {(data) => <GroupAdminInfoForm key={`${data.name}\u0000${data.group_bio}\u0000${data.language || ''}`} group={group} info={data} />}
      </ExceptionLoaded>
      <GroupAdminLoad group={group}>
        {(settings) => {
          const sections: GroupAdminSwitchSection[] = SECTIONS.map((s) => ({
            id: s.id,
            title: t(`admin:general.${s.id}.title` as 'admin:general.tabs.title'),
            hint: t(`admin:general.${s.id}.hint` as 'admin:general.tabs.hint'),
            keys: s.keys,
            extra: s.id === 'entry' ? <GroupAdminEntryQuiz group={group} value={settings.group_entry_quiz_id} /> : undefined,
          }));
          return <GroupAdminSwitches group={group} settings={settings} sections={sections} label={switchLabel} />;
        }}
      </GroupAdminLoad>
    </div>
  );
}
