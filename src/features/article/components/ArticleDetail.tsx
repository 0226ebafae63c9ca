import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { PricedAsset } from '../../../lib/format';
import type { Article } from '../../../../contract/article';
import { articlePriceText } from '../model';
import './ArticleDetail.css';

const SAFE_LINK = /^https?:\/\//i;

export interface ArticleDetailProps {
  article: Article;
  assets: readonly PricedAsset[] | undefined;
  buying: boolean;
  onBuy: () => void;
}

/** An article's cover, title and summary, and the way to it: "Read" (a new tab) or, locked, its price and "Buy to read". */
export function ArticleDetail({ article, assets, buying, onBuy }: ArticleDetailProps) {
  // The server only stores http(s) links; anything else is never made a link here either.
  const link = article.link && SAFE_LINK.test(article.link) ? article.link : null;
  return (
    <article class="article-detail">
      {article.cover_url && (
        <div class="article-detail__cover">
          <img src={article.cover_url} alt={t('article:cover', { title: article.title })} width={640} height={360} decoding="async" />
        </div>
      )}
      <h2 class="article-detail__title">{article.title}</h2>
      {article.summary && <p class="article-detail__summary">{article.summary}</p>}
      {link ? (
        <a class="ui-btn ui-btn--primary ui-btn--block" href={link} target="_blank" rel="noopener noreferrer">
          {t('article:read')}
          <span class="visually-hidden"> {t('article:new_tab')}</span>
        </a>
      ) : article.locked ? (
        <div class="article-detail__locked">
          <p>{t('article:locked')}</p>
          {article.price && <p class="article-detail__price">{t('article:price', { price: articlePriceText(article.price, assets) })}</p>}
          <Button block loading={buying} disabled={!article.product_id} onClick={onBuy}>
            {t('article:buy.action')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
