import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import type { Member } from '../../../../contract/member';
import { Avatar } from '../../../ui/Avatar';

export function MemberListItem({ group, member }: { group: string; member: Member }) {
  const name = member.nickname || member.full_name;
  return (
    <a class="member-list__item" href={to('members-id', { group, id: member.user_id })}>
      <Avatar url={member.avatar_url} name={name} size={40} lazy />
      <span class="member-list__who">
        <span class="member-list__name">{name}</span>
        <span class="member-list__meta">{t('member:profile.identity', { id: member.identity_number })}</span>
      </span>
      {member.role !== 'user' && <span class="member-list__role">{t(`member:roles.${member.role}`)}</span>}
    </a>
  );
}
