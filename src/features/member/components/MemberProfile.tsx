import { useEffect, useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { requireLogin } from '../../auth';
import { fetchMember } from '../api';
import type { Member } from '../schemas';
import { MemberActivities } from './MemberActivities';
import { MemberAvatar } from './MemberAvatar';
import './MemberProfile.css';

/** A member's profile (§2, §3 Member) and their activities. Members only; a guest is asked to log in. */
export function MemberProfile({ group, id }: { group: string; id: string }) {
  const loggedIn = isLoggedIn(group);
  const [member, setMember] = useState<Member | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!loggedIn) return undefined;
    let gone = false;
    setError(null);
    setMember(null);
    fetchMember(group, id).then(
      (m) => !gone && setMember(m),
      (e: unknown) => !gone && setError(e),
    );
    return () => {
      gone = true;
    };
  }, [group, id, loggedIn, attempt]);

  if (!loggedIn) {
    return (
      <div class="member-profile__notice">
        <p>{t('member:profile.login_required')}</p>
        <Button onClick={() => requireLogin(group).catch(() => {})}>{t('member:profile.login')}</Button>
      </div>
    );
  }
  if (error) {
    return (
      <div class="member-profile__notice">
        <p role="alert">{apiErrorText(error)}</p>
        <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (!member) {
    return (
      <div class="member-profile">
        <Skeleton block="64px" width="64px" />
        <Skeleton lines={4} />
      </div>
    );
  }

  const none = t('member:profile.none');
  const rows: [string, string][] = [
    [t('member:profile.role'), t(`member:roles.${member.role}`)],
    [t('member:profile.state'), t(`member:states.${member.state}`)],
    [t('member:profile.expiry'), member.expired_at ? formatDate(member.expired_at) : t('member:profile.no_expiry')],
    [t('member:profile.joined'), member.joined_at ? formatDate(member.joined_at) : t('member:profile.not_joined')],
    [t('member:profile.age'), t('member:profile.age_days', { count: member.age_days })],
    [t('member:profile.nickname'), member.nickname || none],
    [t('member:profile.bio'), member.bio || none],
  ];
  return (
    <div class="member-profile">
      <header class="member-profile__head">
        <MemberAvatar url={member.avatar_url} name={member.full_name} size={64} />
        <div class="member-profile__who">
          <h1 class="member-profile__name">{member.full_name}</h1>
          <p class="member-profile__meta">{t('member:profile.identity', { id: member.identity_number })}</p>
        </div>
      </header>
      <dl class="member-profile__facts">
        {rows.map(([label, value]) => (
          <div key={label} class="member-profile__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <MemberActivities group={group} id={member.user_id} />
    </div>
  );
}
