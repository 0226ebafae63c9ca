import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { account, hasAdminAuthority } from '../../account';
import { CheckinCard } from '../components/CheckinCard';
import { CheckinCardSkeleton } from '../components/CheckinCardSkeleton';
import { checkinActivities, sortCheckinActivities } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import '../../../ui/Button.css';
import '../components/CheckinCard.css';

/** `group-checkin`: the tasks, joined first; admins also see drafts and offline tasks, and "New task". */
export default function CheckinListScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Read afresh each time the list shows (others join and check in): what was loaded shows meanwhile.
  const state = useGroupResource(checkinActivities, group, true);
  const me = useGroupResource(account, group).data;
  const admin = !!me && hasAdminAuthority(me.role);
  const tools = admin && (
    <div class="checkin-list__tools">
      <a class="ui-btn ui-btn--primary" href={to('group-checkin-create', { group })}>
        {t('checkin:list.new')}
      </a>
    </div>
  );

  return (
    <ExceptionLoaded
      state={state}
      title={t('checkin:list.load_failed')}
      onRetry={() => checkinActivities.refresh(group)}
      skeleton={
        <div class="checkin-list">
          {tools}
          <CheckinCardSkeleton />
        </div>
      }
    >
      {(list) => (
        <div class="checkin-list">
          {tools}
          {list.length === 0 ? (
            <p class="checkin-list__empty">{t('checkin:list.empty')}</p>
          ) : (
            <ul class="checkin-list__items" aria-label={t('checkin:list.label')}>
              {sortCheckinActivities(list).map((activity) => (
                <li key={activity.activity_id}>
                  <CheckinCard group={group} activity={activity} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ExceptionLoaded>
  );
}
