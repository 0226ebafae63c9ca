import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { assetPrices } from '../../order';
import { articlePriceText, articleRewardText, homeArticlePage, homeArticleRows, loadMoreArticles } from '../../article';
import type { Article } from '../../../../contract/article';
import './HomeArticles.css';

function HomeArticleRow({ group, article }: { group: string; article: Article }) {
  return (
    <li>
      <a class="home-articles__row" href={to('group-articles-id', { group, id: String(article.article_id) })}>
        {article.cover_url ? (
          <img class="home-articles__thumb" src={article.cover_url} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : (
          <span class="home-articles__thumb" aria-hidden="true">
            {article.title.charAt(0)}
          </span>
        )}
        <span class="home-articles__body">
          <span class="home-articles__title">{article.title}</span>
          <span class="home-articles__tags">
            <span class="home-articles__tag">
              {article.price ? articlePriceText(article.price, assetPrices.of(group).data) : t('home:articles.free')}
            </span>
            {article.reward && article.reward.left > 0 && (
              <span class="home-articles__tag home-articles__tag--reward">
                {t('home:articles.reward', { amount: articleRewardText(article.reward) })}
              </span>
            )}
          </span>
        </span>
      </a>
    </li>
  );
}

/**
 * The member home's articles: the featured ones first, then the latest, five rows in all, and
 * "More" loading the next ten in place (the last id shown is the cursor). Nothing on failure.
 */
export function HomeArticles({ group }: { group: string }) {
  const extra = useSignal<Article[]>([]);
  const next = useSignal<{ cursor: number | null; more: boolean } | null>(null);
  const loading = useSignal(false);
  const failure = useSignal<unknown>(null);
  // Asked again each time the home shows: articles are published and featured meanwhile.
  const page = useGroupResource(homeArticlePage, group, true);
  if (page.error && !page.data) return null;
  const rows = page.data ? homeArticleRows(page.data) : null;
  if (rows && rows.featured.length + rows.latest.length === 0) return null;
  const paging = next.value || (rows && { cursor: rows.cursor, more: rows.more });

  const loadMore = () => {
    if (!rows || !paging) return;
    loading.value = true;
    failure.value = null;
    const shown = rows.featured.concat(rows.latest, extra.value).map((a) => a.article_id);
    loadMoreArticles(group, paging.cursor, shown).then(
      (more) => {
        loading.value = false;
        extra.value = extra.value.concat(more.articles);
        next.value = { cursor: more.cursor, more: more.more };
      },
      (err: unknown) => {
        loading.value = false;
        failure.value = err;
      },
    );
  };

  return (
    <section class="home-articles" aria-labelledby="home-articles-title">
      <h2 id="home-articles-title" class="home-articles__heading">
        {t('home:articles.title')}
      </h2>
      {rows ? (
        <>
          {rows.featured.length > 0 && (
            <>
              <h3 class="home-articles__sub">{t('home:articles.featured')}</h3>
              <ul class="home-articles__list">
                {rows.featured.map((a) => <HomeArticleRow key={a.article_id} group={group} article={a} />)}
              </ul>
            </>
          )}
          {rows.featured.length > 0 && <h3 class="home-articles__sub">{t('home:articles.latest')}</h3>}
          <ul class="home-articles__list">
            {rows.latest.concat(extra.value).map((a) => <HomeArticleRow key={a.article_id} group={group} article={a} />)}
          </ul>
          {failure.value ? (
            <div class="home-articles__error" role="alert">
              <ApiErrorLines error={failure.value} />
            </div>
          ) : null}
          {paging && paging.more && (
            <Button variant="text" block loading={loading.value} onClick={loadMore}>
              {t('home:articles.more')}
            </Button>
          )}
        </>
      ) : (
        <Skeleton repeat={3} lines={2} />
      )}
    </section>
  );
}
