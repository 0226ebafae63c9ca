import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { SkeletonRegion } from '../../../ui/Skeleton';
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
  const team = state.data;
  let body;
  if (!team && state.error) {
    body = (
      <div class="member-team__notice">
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => memberTeam.refresh(group)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (!team) {
    body = (
      <SkeletonRegion class="member-team__skeleton">
        <MemberListItemSkeleton index={0} />
        <MemberListItemSkeleton index={1} />
      </SkeletonRegion>
    );
  } else if (team.length === 0) {
    return null;
  } else {
    body = (
      <ul class="member-team__list">
        {team.map((member) => (
          <li key={member.user_id}>
            <MemberListItem group={group} member={member} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section class="member-team" aria-labelledby="member-team-title">
      <h2 id="member-team-title" class="member-team__title">{t('member:team.title')}</h2>
      {body}
    </section>
  );
}
