import { useSignal } from '@preact/signals';
import { useCallback, useRef } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import type { PagePosition } from '../../../lib/pager';
import { to } from '../../../lib/paths';
import { PagedList } from '../../../ui/PagedList';
import type { Article } from '../../../../contract/article';
import { ExceptionLoadFailed } from '../../exception/parts';
import { loadAdminArticles } from '../admin';
import { toggleBroadcast } from '../adminRules';
import { ArticleAdminBroadcast } from '../components/ArticleAdminBroadcast';
import { ArticleAdminRow } from '../components/ArticleAdminRow';
import '../components/ArticleAdmin.css';

/**
 * `group-admin-article` (§2 admin portal, "articles"): the group's articles newest first, 10 a page,
 * each leading to its edit page; up to 5 ticked and broadcast to every member's home (§5), after a
 * confirmation. "New article" is the page's one primary action.
 */
export default function AdminArticleScreen() {
  const { params } = useRoute();
  const group = params.group;
  const featured = useSignal<number[]>([]);
  const selected = useSignal<number[]>([]);
  const refused = useSignal(false);
  // Titles of the rows shown, for the confirmation of what is broadcast.
  const titles = useRef(new Map<number, string>());

  const load = useCallback(
    (at: PagePosition) =>
      loadAdminArticles(group, at, (ids) => (featured.value = ids)).then((page) => {
        page.items.forEach((a) => titles.current.set(a.article_id, a.title));
        return page;
      }),
    [group, featured],
  );
  const toggle = (id: number) => {
    const next = toggleBroadcast(selected.value, id);
    selected.value = next.selected;
    refused.value = next.refused;
    return !next.refused;
  };

  return (
    <div class="article-admin">
      <div class="article-admin__top">
        <a class="ui-btn ui-btn--primary" href={to('group-admin-article-new', { group })}>
          {t('admin_content:article.new')}
        </a>
      </div>
      <ArticleAdminBroadcast
        group={group}
        selected={selected.value.map((id) => ({ article_id: id, title: titles.current.get(id) || String(id) }))}
        refused={refused.value}
        onClear={() => {
          selected.value = [];
          refused.value = false;
        }}
        onDone={(ids) => {
          featured.value = ids;
          selected.value = [];
          refused.value = false;
        }}
      />
      <PagedList
        load={load}
        resetKey={group}
        getKey={(a: Article) => a.article_id}
        label={t('admin_content:article.list_label')}
        emptyText={t('admin_content:article.empty')}
        moreText={t('admin_content:more')}
        renderFailure={(error, retry) => (
          <ExceptionLoadFailed title={t('admin_content:article.load_failed')} error={error} onRetry={retry} />
        )}
        renderItem={(a: Article) => (
          <ArticleAdminRow
            group={group}
            article={a}
            featured={featured.value.indexOf(a.article_id) >= 0}
            selected={selected.value.indexOf(a.article_id) >= 0}
            onToggle={toggle}
          />
        )}
      />
    </div>
  );
}
