import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { badgeName, memberBadges } from '../model';
import { BadgeIcon } from './BadgeIcon';
import './BadgeMemberRow.css';

/** A member's earned badges on their profile: a small row of icons, each named. */
export function BadgeMemberRow({ group, userId }: { group: string; userId: string }) {
  const state = useResource(memberBadges, group, userId);
  const data = state.data;
  let body;
  if (!data && state.error) body = <p class="badge-member__note">{apiErrorText(state.error)}</p>;
  else if (!data) body = <Skeleton block="32px" />;
  else if (data.badges.length === 0) body = <p class="badge-member__note">{t('badge:member.none')}</p>;
  else {
    body = (
      <ul class="badge-member__row">
        {data.badges.map((b) => (
          <li key={b.key}>
            <BadgeIcon badgeKey={b.key} size={36} label={badgeName(b.key)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section class="badge-member" aria-labelledby="badge-member-title">
      <h2 id="badge-member-title" class="badge-member__title">{t('badge:member.title')}</h2>
      {body}
    </section>
  );
}
