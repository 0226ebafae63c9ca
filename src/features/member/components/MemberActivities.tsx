import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import { Skeleton } from '../../../ui/Skeleton';
import { loadActivityPage } from '../model';
import { ACTIVITY_KINDS, type Activity } from '../../../../contract/member';

function activityText(a: Activity): string {
  // Kinds added to the server later still get a line.
  if (ACTIVITY_KINDS.indexOf(a.kind) < 0) return t('member:activities.unknown');
  return t(`member:activities.${a.kind}`, { title: a.subject_title || '' });
}

/**
 * A member's activities, newest first, paged by `before`; `hidden` when the group keeps them from the
 * reader (admin/profile), which then says so rather than asking for an empty page.
 */
export function MemberActivities({ group, id, hidden = false }: { group: string; id: string; hidden?: boolean }) {
  if (hidden) {
    return (
      <section class="member-profile__activities">
        <h2 class="member-profile__section">{t('member:activities.title')}</h2>
        <p class="member-profile__hidden">{t('member:activities.hidden')}</p>
      </section>
    );
  }
  return (
    <section class="member-profile__activities">
      <h2 class="member-profile__section">{t('member:activities.title')}</h2>
      <InfiniteList
        resetKey={id}
        load={({ cursor }) => loadActivityPage(group, id, cursor)}
        getKey={(a) => a.activity_id}
        renderItem={(a) => (
          <div class="member-profile__activity">
            <span>{activityText(a)}</span>
            <time class="member-profile__when">{formatDateTime(a.created_at)}</time>
          </div>
        )}
        emptyText={t('member:activities.empty')}
        skeleton={<Skeleton lines={3} />}
        label={t('member:activities.title')}
      />
    </section>
  );
}
