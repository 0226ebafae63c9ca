import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionNotice } from '../../exception';
import { groupSettings } from '../../group';
import { MemberList } from '../components/MemberList';
import { MemberTeam } from '../components/MemberTeam';
import { membersHidden } from '../privacy';

export default function MembersScreen() {
  const { params } = useRoute();
  const group = params.group;
  const settings = useGroupResource(groupSettings, group);
  const me = useGroupResource(account, group);
  // The list waits for the group's privacy setting and the reader (admin/privacy): a member the group
  // keeps it from is told so instead of being refused.
  const waiting = (!settings.data && !settings.error) || (settings.data?.members_visible === false && !me.data && !me.error);
  if (waiting) {
    return (
      <div class="member-list">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (membersHidden(settings.data, me.data)) {
    return (
      <ExceptionNotice title={t('member:list.hidden_title')}>
        <p>{t('member:list.hidden')}</p>
      </ExceptionNotice>
    );
  }
  // The team (issue 25 point 7) above the list: who runs the group, then everyone.
  return (
    <>
      <MemberTeam group={group} />
      <MemberList group={group} />
    </>
  );
}
