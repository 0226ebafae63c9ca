import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import type { Article } from '../../../../contract/article';
import { articleRewardText } from '../model';

export interface ArticleAdminRowProps {
  group: string;
  article: Article;
  featured: boolean;
  selected: boolean;
  /** Ticked or unticked for the broadcast; false when the tick was refused (a sixth). */
  onToggle: (id: number) => boolean;
}

/** One article in the admin's list: its tick for the broadcast, and a link to edit it. */
export function ArticleAdminRow({ group, article, featured, selected, onToggle }: ArticleAdminRowProps) {
  const { price, reward } = article;
  const lines = [
    price ? t('admin_content:article.paid', { price: articleRewardText(price) }) : t('admin_content:article.free'),
    reward ? t('admin_content:article.rewards', { left: reward.left, count: reward.count, amount: articleRewardText(reward) }) : null,
    t('admin_content:article.published', { date: formatDate(article.created_at) }),
  ].filter(Boolean);
  return (
    <div class="article-admin__row">
      {/* The label is the finger's target (44×44); the input keeps its own name. */}
      <label class="article-admin__tickbox">
        <input
          type="checkbox"
          class="article-admin__tick"
          checked={selected}
          aria-label={t('admin_content:article.select', { title: article.title })}
          onChange={(e) => {
            // A refused tick is taken back at once: the state did not change, so nothing re-renders it.
            if (!onToggle(article.article_id)) e.currentTarget.checked = selected;
          }}
        />
      </label>
      <a class="article-admin__main" href={to('group-admin-article-id', { group, id: String(article.article_id) })}>
        <span class="article-admin__title">{article.title}</span>
        {featured && <span class="article-admin__tag">{t('admin_content:article.featured')}</span>}
        <span class="article-admin__meta">{lines.join(' · ')}</span>
      </a>
    </div>
  );
}
