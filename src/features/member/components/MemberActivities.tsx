import { useSignal } from '@preact/signals';
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

type Scope = 'group' | 'all';
const SCOPES: Scope[] = ['group', 'all'];

/**
 * A member's activities, newest first, paged by `before`; `hidden` when the group keeps them from the
 * reader (admin/profile), which then says so rather than asking for an empty page. On someone else's
 * page (`others`) the reader may widen it to every group where they are a member too (issue 25 point
 * 7: group=all); an activity of another group names it.
 */
export function MemberActivities({ group, id, hidden = false, others = false }: { group: string; id: string; hidden?: boolean; others?: boolean }) {
  const scope = useSignal<Scope>('group');
  const everywhere = others && scope.value === 'all';
  const toggle = others && (
    <div class="member-profile__scope" role="group" aria-label={t('member:activities.scope.label')}>
      {SCOPES.map((value) => (
        <button
          key={value}
          type="button"
          class="member-profile__scope-option"
          aria-pressed={scope.value === value ? 'true' : 'false'}
          onClick={() => (scope.value = value)}
        >
          {t(`member:activities.scope.${value}`)}
        </button>
      ))}
    </div>
  );
  if (hidden && !everywhere) {
    return (
      <section class="member-profile__activities">
        <h2 class="member-profile__section">{t('member:activities.title')}</h2>
        {toggle}
        <p class="member-profile__hidden">{t('member:activities.hidden')}</p>
      </section>
    );
  }
  return (
    <section class="member-profile__activities">
      <h2 class="member-profile__section">{t('member:activities.title')}</h2>
      {toggle}
      <InfiniteList
        resetKey={`${id}\u0000${everywhere ? 'all' : 'group'}`}
        load={({ cursor }) => loadActivityPage(group, id, cursor, everywhere)}
        getKey={(a) => a.activity_id}
        renderItem={(a) => (
          <div class="member-profile__activity">
            <span>
              {activityText(a)}
              {a.group_id !== group && <span class="member-profile__elsewhere">{t('member:activities.scope.in_group', { group: a.group_id })}</span>}
            </span>
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
