import { useSignal } from '@preact/signals';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { Avatar } from '../../../ui/Avatar';
import { InfiniteList } from '../../../ui/InfiniteList';
import { account } from '../../account';
import { groupSettings } from '../../group';
import { loadMemberPage, membersHidden, memberTeam, type Member } from '../../member';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';
import './TipRecipientPicker.css';

/** Typing pauses this long before the member search runs (as the member list's). */
export const TIP_RECIPIENT_SEARCH_DEBOUNCE_MS = 500;

const memberKey = (m: Member) => m.user_id;

function TipRecipientRow({ group, member }: { group: string; member: Member }) {
  const name = member.nickname || member.full_name;
  return (
    <a class="tip-pick__item" href={to('group-tip-send', { group }, { to: member.user_id })}>
      <Avatar url={member.avatar_url} name={name} size={40} lazy />
      <span class="tip-pick__name">{name}</span>
    </a>
  );
}

/** Where the group keeps its members to its admins: the team (owner, admins, lecturers) to pick from. */
function TipTeamPicker({ group, myId }: { group: string; myId: string | null }) {
  const team = useGroupResource(memberTeam, group);
  if (!team.data) return team.error ? <p class="tip-pick__hint" role="alert">{t('tip:send.no_members')}</p> : <Skeleton lines={3} />;
  const others = team.data.filter((m) => m.user_id !== myId);
  if (others.length === 0) return <p class="tip-pick__hint">{t('tip:send.no_members')}</p>;
  return (
    <ul class="tip-pick__list" aria-label={t('tip:send.choose_list')}>
      {others.map((m) => <li key={m.user_id}><TipRecipientRow group={group} member={m} /></li>)}
    </ul>
  );
}

/**
 * Kudos opened with no one chosen: the person searches the members and picks whom to thank; the
 * kudos form then opens with them (their id in the address, as from a post or a profile).
 */
export function TipRecipientPicker({ group }: { group: string }) {
  const typed = useSignal('');
  const query = useSignal('');
  const me = useGroupResource(account, group).data;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const myId = me ? me.user_id : null;
  const q = query.value;
  // One's own row is left out: kudos go to someone else.
  const load = useCallback(({ offset }: { offset: number }) =>
    loadMemberPage(group, q, offset).then((page) => ({ ...page, items: page.items.filter((m) => m.user_id !== myId) })), [group, q, myId]);
  const renderRow = useCallback((m: Member) => <TipRecipientRow group={group} member={m} />, [group]);
  const hidden = membersHidden(useGroupResource(groupSettings, group).data, me);

  const onInput = (value: string) => {
    typed.value = value;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => (query.value = value.trim()), TIP_RECIPIENT_SEARCH_DEBOUNCE_MS);
  };

  return (
    <div class="tip-pick">
      <h2 class="tip-pick__title">{t('tip:send.choose_title')}</h2>
      {hidden ? (
        <TipTeamPicker group={group} myId={myId} />
      ) : (
        <>
          <p class="tip-pick__hint">{t('tip:send.choose_body')}</p>
          <input
            class="tip-pick__search"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={typed.value}
            aria-label={t('tip:send.search')}
            placeholder={t('tip:send.search_placeholder')}
            onInput={(e) => onInput(e.currentTarget.value)}
          />
          <InfiniteList
            resetKey={`${q}\u0000${myId || ''}`}
            load={load}
            getKey={memberKey}
            renderItem={renderRow}
            emptyText={t('tip:send.no_members')}
            skeletonRows={4}
            label={t('tip:send.choose_list')}
          />
        </>
      )}
    </div>
  );
}
