import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { go } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import type { Article } from '../../../../contract/article';
import { ExceptionLoaded } from '../../exception/parts';
import { removeArticle } from '../admin';
import { articleDetail } from '../model';
import { ArticleAdminAssets } from '../components/ArticleAdminAssets';
import { ArticleAdminForm } from '../components/ArticleAdminForm';
import '../components/ArticleAdmin.css';

/**
 * `group-admin-article-id`: the article as the server has it now, to edit; and its deletion, asked
 * first (members no longer see it; buyers keep their orders).
 */
export default function AdminArticleEditScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  const state = useResource(articleDetail, group, id, true);
  return (
    <ExceptionLoaded
      state={state}
      title={t('admin_content:article.edit_load_failed')}
      onRetry={() => articleDetail.refresh(group, id)}
      skeleton={<Skeleton lines={10} />}
    >
      {(article) => <AdminArticleEdit group={group} article={article} />}
    </ExceptionLoaded>
  );
}

/** The loaded article's form, and its deletion. */
function AdminArticleEdit({ group, article }: { group: string; article: Article }) {
  const deleting = useSignal(false);
  const failure = useSignal<unknown>(null);

  const remove = () => {
    confirm({
      title: t('admin_content:article.delete.confirm_title'),
      message: t('admin_content:article.delete.confirm', { title: article.title }),
      confirmText: t('admin_content:article.delete.confirm_action'),
      danger: true,
    }).then((yes) => {
      if (!yes) return;
      deleting.value = true;
      failure.value = null;
      removeArticle(group, article.article_id).then(
        () => {
          toast(t('admin_content:article.delete.done'), 'success');
          go('group-admin-article', { group }, undefined, true);
        },
        (err: unknown) => {
          deleting.value = false;
          failure.value = err;
        },
      );
    });
  };

  return (
    <div class="article-admin">
      <ArticleAdminAssets group={group}>
        {(assets) => <ArticleAdminForm key={article.article_id} group={group} article={article} assets={assets} onSaved={() => {}} />}
      </ArticleAdminAssets>
      <div class="article-admin__danger">
        <FieldError class="article-admin__error" error={failure.value} />
        <Button variant="danger-outline" block loading={deleting.value} onClick={remove}>
          {t('admin_content:article.delete.action')}
        </Button>
      </div>
    </div>
  );
}
