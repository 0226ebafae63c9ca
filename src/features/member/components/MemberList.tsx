import { useSignal } from '@preact/signals';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import { loadMemberPage, MEMBER_SEARCH_DEBOUNCE_MS } from '../model';
import type { Member } from '../../../../contract/member';
import { MemberListItem } from './MemberListItem';
import { MemberListItemSkeleton } from './MemberListItemSkeleton';
import './MemberList.css';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';

const memberKey = (m: Member) => m.user_id;
const memberRowSkeleton = (index: number) => <MemberListItemSkeleton index={index} />;

/**
 * The member list (§2): a debounced search over pages of 20. A group can have tens of thousands of
 * members, so the list is windowed (every row one height, MemberList.css).
 */
export function MemberList({ group }: { group: string }) {
  const typed = useSignal('');
  const query = useSignal('');
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
      <InfiniteList
        resetKey={query.value}
        load={({ offset }) => loadMemberPage(group, query.value, offset)}
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
