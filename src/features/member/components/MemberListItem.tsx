import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import type { Member } from '../../../../contract/member';
import { Avatar } from '../../../ui/Avatar';

/** What an admin sees beside a member's id (the server sends policies to admins only): state and restrictions. */
function adminMarks(member: Member): string[] {
  if (!member.policies) return [];
  const marks: string[] = [];
  if (member.state !== 'paid') marks.push(t(`member:states.${member.state}`));
  if (member.policies.indexOf('USER_BAN') >= 0) marks.push(t('admin_members:list.banned'));
  if (member.policies.indexOf('USER_DISABLE_INVITATION') >= 0) marks.push(t('admin_members:list.invitations_off'));
  if (member.shut_up_until) marks.push(t('admin_members:list.shut_up'));
  return marks;
}

export function MemberListItem({ group, member }: { group: string; member: Member }) {
  const name = member.nickname || member.full_name;
  const meta = [t('member:profile.identity', { id: member.identity_number })].concat(adminMarks(member)).join(' · ');
  return (
    <a class="member-list__item" href={to('members-id', { group, id: member.user_id })}>
      <Avatar url={member.avatar_url} name={name} size={40} lazy />
      <span class="member-list__who">
        <span class="member-list__name">{name}</span>
        <span class="member-list__meta">{meta}</span>
      </span>
      {member.role !== 'user' && <span class="member-list__role">{t(`member:roles.${member.role}`)}</span>}
    </a>
  );
}
