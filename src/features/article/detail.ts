// Buying a paid article: apart from model.ts because it brings the checkout, which the group home
// (it lists articles through model.ts) does not load.
import { t } from '../../lib/i18n';
import { purchase } from '../checkout';
import type { Article } from '../../../contract/article';
import { articleDetail, articleUser } from './model';

/** Opens the checkout for a locked article; once paid, the article (now with its link) is read again. */
export function buyArticle(group: string, article: Article): Promise<void> {
  const id = String(article.article_id);
  // The checkout's default subtitle speaks of membership years; an article is bought once.
  return purchase({ group, productId: article.product_id, quantity: 1, title: t('article:buy.title'), subtitle: article.title }).then(
    (result) => {
      if (result !== 'success') return;
      articleDetail.refresh(group, id);
      articleUser.refresh(group, id);
    },
  );
}
