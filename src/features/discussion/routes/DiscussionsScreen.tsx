import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl, to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import type { Discussion, DiscussionFilter } from '../../../../contract/discussion';
import { DiscussionCard } from '../components/DiscussionCard';
import { DiscussionCardSkeleton } from '../components/DiscussionCardSkeleton';
import { DiscussionFeedFilter } from '../components/DiscussionFeedFilter';
import { DiscussionSearch } from '../components/DiscussionSearch';
import { canPost, loadDiscussionPage } from '../model';
import '../../../ui/Button.css';
import './DiscussionsScreen.css';

const skeletonRow = (index: number) => <DiscussionCardSkeleton index={index} />;

/**
 * `group-discussions` (§2, a tab): the feed, 20 at a time, stuck posts first; "New post" when allowed.
 * All / Featured narrows it to the posts the admins featured; the search box (debounced) to posts
 * containing the text, best match first, the match marked.
 */
export default function DiscussionsScreen() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const q = useSignal('');
  const search = q.value;
  // In the address (?filter=featured), so Back from a post returns to the same list.
  const only: DiscussionFilter = query.filter === 'featured' ? 'featured' : 'all';
  const load = useCallback(({ offset }: { offset: number }) => loadDiscussionPage(group, offset, search, only), [group, search, only]);
  const renderItem = useCallback((d: Discussion) => <DiscussionCard group={group} discussion={d} highlight={search} />, [group, search]);
  const getKey = useCallback((d: Discussion) => d.discussion_id, []);

  return (
    <div class="discussions-screen">
      {canPost.value[group] && (
        <div class="discussions-screen__tools">
          <a class="ui-btn ui-btn--primary" href={to('group-discussions-post', { group })}>
            {t('discussion:list.new')}
          </a>
        </div>
      )}
      <DiscussionFeedFilter
        value={only}
        onChange={(next) => route(routeUrl('group-discussions', { group }, next === 'featured' ? { filter: next } : undefined), true)}
      />
      <DiscussionSearch
        value={search}
        onSearch={(next) => {
          q.value = next;
        }}
      />
      <InfiniteList
        resetKey={`${group}|${only}|${search}`}
        keep={search ? undefined : { group, key: `discussions|${only}` }}
        load={load}
        getKey={getKey}
        renderItem={renderItem}
        skeleton={skeletonRow}
        emptyText={search ? t('discussion:list.no_results') : only === 'featured' ? t('discussion:list.no_featured') : t('discussion:list.empty')}
        label={t('discussion:routes.group-discussions')}
      />
    </div>
  );
}
