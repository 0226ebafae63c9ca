import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import type { Discussion } from '../../../../contract/discussion';
import { DiscussionCard } from '../components/DiscussionCard';
import { DiscussionCardSkeleton } from '../components/DiscussionCardSkeleton';
import { DiscussionSearch } from '../components/DiscussionSearch';
import { canPost, loadDiscussionPage } from '../model';
import '../../../ui/Button.css';
import './DiscussionsScreen.css';

const skeletonRow = (index: number) => <DiscussionCardSkeleton index={index} />;

/**
 * `group-discussions` (§2, a tab): the feed, 20 at a time, stuck posts first; "New post" when allowed.
 * The search box (debounced) narrows it to posts containing the text, best match first, the match marked.
 */
export default function DiscussionsScreen() {
  const { params } = useRoute();
  const group = params.group;
  const q = useSignal('');
  const search = q.value;
  const load = useCallback(({ offset }: { offset: number }) => loadDiscussionPage(group, offset, search), [group, search]);
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
      <DiscussionSearch
        value={search}
        onSearch={(next) => {
          q.value = next;
        }}
      />
      <InfiniteList
        resetKey={`${group}|${search}`}
        keep={search ? undefined : { group, key: 'discussions' }}
        load={load}
        getKey={getKey}
        renderItem={renderItem}
        skeleton={skeletonRow}
        emptyText={search ? t('discussion:list.no_results') : t('discussion:list.empty')}
        label={t('discussion:routes.group-discussions')}
      />
    </div>
  );
}
