import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority } from '../../account';
import { CheckinQualifyPanel } from '../components/CheckinQualifyPanel';
import { checkinDetail } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import '../components/CheckinQualifyPanel.css';

/** `group-checkin-qualify?id=`: a task's qualification rule and the member's progress; admins set the rule. */
export default function CheckinQualifyScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = query.id || null;
  const state = useResource(checkinDetail, group, id, true);
  const me = useGroupResource(account, group).data;

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
  const admin = !!me && hasAdminAuthority(me.role);
  return (
    <ExceptionLoaded
      state={state}
      title={t('checkin:task.load_failed')}
      onRetry={() => checkinDetail.refresh(group, id)}
      skeleton={<Skeleton lines={4} />}
    >
      {(activity) => <CheckinQualifyPanel key={`${id}:${activity.qualify_count}`} group={group} activity={activity} admin={admin} />}
    </ExceptionLoaded>
  );
}
