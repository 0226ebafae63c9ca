import { useSignal } from '@preact/signals';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { InfiniteList } from '../../../ui/InfiniteList';
import { account } from '../../account';
import { managesMembers } from '../adminRules';
import { loadMemberPage, MEMBER_SEARCH_DEBOUNCE_MS, type MemberFilters } from '../model';
import type { Member } from '../../../../contract/member';
import { MemberAdminFilters } from './MemberAdminFilters';
import { MemberListItem } from './MemberListItem';
import { MemberListItemSkeleton } from './MemberListItemSkeleton';
import './MemberList.css';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';

const memberKey = (m: Member) => m.user_id;
const memberRowSkeleton = (index: number) => <MemberListItemSkeleton index={index} />;

/**
 * The member list (§2): a debounced search over pages of 20. A group can have tens of thousands of
 * members, so the list is windowed (every row one height, MemberList.css). The owner and admins also
 * filter by role and state (issue 14 point 2).
 */
export function MemberList({ group }: { group: string }) {
  const typed = useSignal('');
  const query = useSignal('');
  const filters = useSignal<MemberFilters>({});
  const admin = managesMembers(useGroupResource(account, group).data);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Stable per group: moving the list's window renders only the rows that come in.
  const renderRow = useCallback((m: Member) => <MemberListItem group={group} member={m} />, [group]);

  const onInput = (value: string) => {
    typed.value = value;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => (query.value = value.trim()), MEMBER_SEARCH_DEBOUNCE_MS);
  };

  return (
    <div class="member-list">
      <input
        class="member-list__search"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={typed.value}
        aria-label={t('member:list.search')}
        placeholder={t('member:list.search_placeholder')}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      {admin && <MemberAdminFilters value={filters.value} onChange={(next) => (filters.value = next)} />}
      <InfiniteList
        resetKey={`${query.value}\u0000${filters.value.role || ''}\u0000${filters.value.state || ''}`}
        load={({ offset }) => loadMemberPage(group, query.value, offset, admin ? filters.value : {})}
        windowed
        getKey={memberKey}
        renderItem={renderRow}
        emptyText={t('member:list.empty')}
        skeleton={memberRowSkeleton}
        skeletonRows={10}
        label={t('member:routes.group-members')}
      />
    </div>
  );
}
