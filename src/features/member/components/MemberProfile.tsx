import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { linkTo } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import type { Me } from '../../account';
import { requireLogin } from '../../auth';
import { BadgeMemberRow } from '../../badge';
import { memberAdminOffer, managesMembers } from '../adminRules';
import { memberProfile } from '../model';
import { activitiesHidden, membersHidden } from '../privacy';
import { groupSettings } from '../../group';
import type { GroupSettings } from '../../group';
import type { Member } from '../../../../contract/member';
import { ExceptionNotice } from '../../exception';
import { ExceptionLoaded } from '../../exception/parts';
import { MemberActivities } from './MemberActivities';
import { MemberAdminPanel } from './MemberAdminPanel';
import { Avatar } from '../../../ui/Avatar';
import './MemberProfile.css';

/** A member's profile (§2, §3 Member) and their activities. Members only; a guest is asked to log in. */
export function MemberProfile({ group, id }: { group: string; id: string }) {
  const loggedIn = isLoggedIn(group);
  const meState = useGroupResource(account, loggedIn ? group : null);
  const me = meState.data;
  // The settings the layout loads with the group. Members kept to the admins (admin/privacy): nothing
  // is asked until they, and the account, say who may read.
  const settingsState = groupSettings.of(group);
  const settings = settingsState.data;
  const undecided = (!settings && settingsState.loading) || (settings?.members_visible === false && !me && !meState.error);
  const hidden = !undecided && membersHidden(settings, me, id);
  // Admins read the member afresh on each visit: another admin may have acted meanwhile.
  const state = useResource(memberProfile, group, loggedIn && !hidden && !undecided ? id : null, managesMembers(me));

  if (!loggedIn) {
    return (
      <div class="member-profile__notice">
        <p>{t('member:profile.login_required')}</p>
        <Button onClick={() => void requireLogin(group)}>{t('member:profile.login')}</Button>
      </div>
    );
  }
  if (hidden) {
    return (
      <ExceptionNotice title={t('member:list.hidden_title')}>
        <p>{t('member:list.hidden')}</p>
      </ExceptionNotice>
    );
  }
  return (
    <ExceptionLoaded
      state={state}
      title={t('member:profile.load_failed')}
      onRetry={() => memberProfile.refresh(group, id)}
      skeleton={
        <div class="member-profile">
          <Skeleton block="64px" width="64px" />
          <Skeleton lines={4} />
        </div>
      }
    >
      {(member) => <MemberProfileView group={group} member={member} me={me} settings={settings} />}
    </ExceptionLoaded>
  );
}

function MemberProfileView({
  group, member, me, settings,
}: { group: string; member: Member; me: Me | undefined; settings: GroupSettings | undefined }) {
  const none = t('member:profile.none');
  const rows: [string, string][] = [
    [t('member:profile.role'), t(`member:roles.${member.role}`)],
    [t('member:profile.state'), t(`member:states.${member.state}`)],
  ];
  // The server leaves the dates out when the group keeps them from other members (admin/profile).
  if (member.expired_at !== undefined) {
    rows.push([t('member:profile.expiry'), member.expired_at ? formatDate(member.expired_at) : t('member:profile.no_expiry')]);
  }
  if (member.joined_at !== undefined) {
    rows.push([t('member:profile.joined'), member.joined_at ? formatDate(member.joined_at) : t('member:profile.not_joined')]);
  }
  if (member.age_days !== undefined) rows.push([t('member:profile.age'), t('member:profile.age_days', { count: member.age_days })]);
  rows.push(
    [t('member:profile.nickname'), member.nickname || none],
    [t('member:profile.bio'), member.bio || none],
  );
  // Kudos go to someone else (issue 11 point 5), when this build has the screen.
  const kudos = me && me.user_id !== member.user_id ? linkTo('group-tip-send', { group }, { to: member.user_id }) : null;
  // The owner's and admins' tools (issue 14 point 2): not on the owner's page, nor one's own.
  const offer = memberAdminOffer(me, member);
  return (
    <div class="member-profile">
      <header class="member-profile__head">
        <Avatar url={member.avatar_url} name={member.full_name} size={64} lazy />
        <div class="member-profile__who">
          <h2 class="member-profile__name">{member.full_name}</h2>
          <p class="member-profile__meta">{t('member:profile.identity', { id: member.identity_number })}</p>
        </div>
      </header>
      {kudos && (
        <p class="member-profile__actions">
          <a class="ui-btn ui-btn--primary ui-btn--block member-profile__kudos" href={kudos}>
            {t('member:profile.send_kudos')}
          </a>
        </p>
      )}
      <dl class="member-profile__facts">
        {rows.map(([label, value]) => (
          <div key={label} class="member-profile__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {offer && <MemberAdminPanel group={group} member={member} roles={offer.roles} />}
      <BadgeMemberRow group={group} userId={member.user_id} />
      <MemberActivities
        group={group}
        id={member.user_id}
        hidden={activitiesHidden(settings, me, member.user_id)}
        others={!!me && me.user_id !== member.user_id}
      />
    </div>
  );
}
