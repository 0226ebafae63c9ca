import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority } from '../../account';
import { CheckinQualifyPanel } from '../components/CheckinQualifyPanel';
import { checkinDetail } from '../model';
import { ExceptionLoadFailed } from '../../exception/parts';
import '../components/CheckinQualifyPanel.css';

/** `group-checkin-qualify?id=`: a task's qualification rule and the member's progress; admins set the rule. */
export default function CheckinQualifyScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = query.id || null;
  const state = useResource(checkinDetail, group, id, true);
  const me = useGroupResource(account, group).data;
  const activity = state.data;

  if (!id) {
    return (
      <div class="checkin-qualify">
        <p class="checkin-qualify__more">{t('checkin:qualify.no_task')}</p>
        <a class="checkin-qualify__back" href={to('group-checkin', { group })}>
          {t('checkin:qualify.all_tasks')}
        </a>
      </div>
    );
  }
  if (!activity && state.error) {
    return <ExceptionLoadFailed title={t('checkin:task.load_failed')} error={state.error} onRetry={() => checkinDetail.refresh(group, id)} />;
  }
  if (!activity) return <Skeleton lines={4} />;
  const admin = !!me && hasAdminAuthority(me.role);
  return <CheckinQualifyPanel key={`${id}:${activity.qualify_count}`} group={group} activity={activity} admin={admin} />;
}
