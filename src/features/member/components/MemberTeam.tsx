import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { SkeletonRegion } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { memberTeam } from '../model';
import { MemberListItem } from './MemberListItem';
import { MemberListItemSkeleton } from './MemberListItemSkeleton';
import './MemberList.css';

/**
 * The people who run the group (issue 25 point 7; GET /users/ops), above the member list: the owner,
 * then the admins, then the lecturers, each row as in the list and linking to their profile.
 */
export function MemberTeam({ group }: { group: string }) {
  const state = useGroupResource(memberTeam, group);
  if (state.data && state.data.length === 0) return null;
  return (
    <section class="member-team" aria-labelledby="member-team-title">
      <h2 id="member-team-title" class="member-team__title">{t('member:team.title')}</h2>
      <ExceptionLoaded
        state={state}
        title={t('member:team.load_failed')}
        onRetry={() => memberTeam.refresh(group)}
        skeleton={
          <SkeletonRegion class="member-team__skeleton">
            <MemberListItemSkeleton index={0} />
            <MemberListItemSkeleton index={1} />
          </SkeletonRegion>
        }
      >
        {(team) => (
          <ul class="member-team__list">
            {team.map((member) => (
              <li key={member.user_id}>
                <MemberListItem group={group} member={member} />
              </li>
            ))}
          </ul>
        )}
      </ExceptionLoaded>
    </section>
  );
}
