import { t } from '../../../lib/i18n';
import { listVersion } from '../../../lib/lists';
import { OptionSection } from '../../../ui/OptionSection';
import { PagedList } from '../../../ui/PagedList';
import { ExceptionLoadFailed } from '../../exception/parts';
import { DISCUSSION_LISTS, loadAdminDiscussionPage } from '../model';
import { DiscussionAdminPost } from './DiscussionAdminPost';

/**
 * The pinned posts (each can be unpinned), then the others newest first (each can be pinned or
 * deleted). After any change both lists are read again, so they show the order members see.
 */
export function DiscussionAdminPosts({ group }: { group: string }) {
  const list = (pinned: boolean) => {
    const key = pinned ? 'pinned' : 'recent';
    return (
      <OptionSection id={`discussion-admin-${key}`} title={t(`admin_community:discussion.${key}.title`)} hint={t(`admin_community:discussion.${key}.hint`)}>
        <PagedList
          load={(at) => loadAdminDiscussionPage(group, pinned, at)}
          resetKey={listVersion(group, DISCUSSION_LISTS)}
          getKey={(post) => post.discussion_id}
          renderItem={(post) => <DiscussionAdminPost group={group} post={post} />}
          label={t(`admin_community:discussion.${key}.title`)}
          emptyText={t(`admin_community:discussion.${key}.empty`)}
          moreText={t('admin_community:more')}
          // A paged list's first-page failure, not a resource's state: PagedList's own slot, so no ExceptionLoaded.
          renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_community:discussion.load_failed')} error={error} onRetry={retry} />}
          skeletonRows={pinned ? 2 : 4}
        />
      </OptionSection>
    );
  };
  return (
    <>
      {list(true)}
      {list(false)}
    </>
  );
}
