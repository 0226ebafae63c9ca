import { useRoute } from 'preact-iso';
import { go } from '../../../lib/paths';
import { ArticleAdminAssets } from '../components/ArticleAdminAssets';
import { ArticleAdminForm } from '../components/ArticleAdminForm';
import '../components/ArticleAdmin.css';

/** `group-admin-article-new`: a new article, published when saved; then back to the list. */
export default function AdminArticleNewScreen() {
  const { params } = useRoute();
  const group = params.group;
  return (
    <div class="article-admin">
      <ArticleAdminAssets group={group}>
        {(assets) => <ArticleAdminForm group={group} assets={assets} onSaved={() => go('group-admin-article', { group }, undefined, true)} />}
      </ArticleAdminAssets>
    </div>
  );
}
