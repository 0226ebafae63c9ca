import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { ImageUploader } from '../../../ui/ImageUploader';
import type { UploadItem } from '../../../ui/FileUploader';
import { toast } from '../../../ui/toast';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { ARTICLE_LINK_MAX, ARTICLE_REWARD_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Article } from '../../../../contract/article';
import { saveArticle, uploadCover } from '../admin';
import {
  articleAmountMax, articleFormBody, articleFormProblems, articleToForm, emptyArticleForm, hasArticleFormProblems, type ArticleForm,
  type ArticleFormAsset, type ArticleFormField, type ArticleFormProblem, type ArticleFormProblems,
} from '../adminRules';
import { ArticleAdminAmount } from './ArticleAdminAmount';
import './ArticleAdmin.css';

export interface ArticleAdminFormProps {
  group: string;
  /** The article being edited; without it a new one is published. */
  article?: Article;
  assets: readonly ArticleFormAsset[];
  onSaved: (article: Article) => void;
}

const MAX: Partial<Record<ArticleFormField, number>> = { title: ARTICLE_TITLE_MAX, link: ARTICLE_LINK_MAX, summary: ARTICLE_SUMMARY_MAX };

function problemText(field: ArticleFormField, problem: ArticleFormProblem, asset: ArticleFormAsset | undefined, claimed: number): string {
  switch (problem) {
    case 'required':
      if (field === 'title') return t('admin_content:article.errors.title_required');
      return field === 'link' ? t('admin_content:article.errors.link_required') : t('admin_content:article.errors.asset');
    case 'too_long':
      if (field === 'title') return t('admin_content:article.errors.title_too_long', { max: MAX.title });
      return field === 'link'
        ? t('admin_content:article.errors.link_too_long', { max: MAX.link })
        : t('admin_content:article.errors.summary_too_long', { max: MAX.summary });
    case 'link':
      return t('admin_content:article.errors.link');
    case 'places':
      if (!asset || asset.precision === 0) return t('admin_content:article.errors.places_none', { symbol: asset ? asset.symbol : '' });
      return t('admin_content:article.errors.places', { symbol: asset.symbol, count: asset.precision });
    case 'too_large':
      return t('admin_content:article.errors.too_large', { max: articleAmountMax(asset), symbol: asset ? asset.symbol : '' });
    case 'count':
      return t('admin_content:article.errors.reward_count', { max: ARTICLE_REWARD_MAX });
    case 'below_claimed':
      return t('admin_content:article.errors.below_claimed', { count: claimed });
    default:
      return t('admin_content:article.errors.amount');
  }
}

function coverItems(url: string): UploadItem[] {
  return url ? [{ id: 'cover', name: t('admin_content:article.form.cover_preview'), type: 'image/jpeg', url, status: 'done', progress: 100 }] : [];
}

/**
 * Title, link, summary, cover, price and rewards (§3 article, §5 rules), checked as the server checks
 * them before anything is sent; a refusal from the server stays under the form with what was typed.
 */
export function ArticleAdminForm({ group, article, assets, onSaved }: ArticleAdminFormProps) {
  const firstAsset = assets.length > 0 ? assets[0]!.asset_id : '';
  const form = useSignal<ArticleForm>(article ? articleToForm(article, firstAsset) : emptyArticleForm(firstAsset));
  const problems = useSignal<ArticleFormProblems>({});
  const uploading = useSignal(false);
  const saving = useSignal(false);
  const failure = useSignal<unknown>(null);
  const claimed = article && article.reward ? article.reward.count - article.reward.left : 0;
  const f = form.value;
  const found = problems.value;
  const assetOf = (id: string) => assets.filter((a) => a.asset_id === id)[0];

  function set<K extends keyof ArticleForm>(key: K, value: ArticleForm[K]): void {
    form.value = { ...form.value, [key]: value };
    if (key in found) {
      const rest = { ...found };
      delete rest[key as ArticleFormField];
      problems.value = rest;
    }
  }
  const text = (field: ArticleFormField) => {
    const problem = found[field];
    if (!problem) return null;
    const assetId = field.indexOf('price') === 0 ? f.price_asset_id : f.reward_asset_id;
    return problemText(field, problem, assetOf(assetId), claimed);
  };
  const field = (name: ArticleFormField) => ({
    id: `article-admin-${name}`,
    'aria-invalid': found[name] ? ('true' as const) : undefined,
    'aria-describedby': found[name] ? `article-admin-${name}-error` : undefined,
  });
  const message = (name: ArticleFormField) => {
    const said = text(name);
    return said ? (
      <p id={`article-admin-${name}-error`} class="article-admin__error" role="alert">
        {said}
      </p>
    ) : null;
  };

  /** The uploader's item: a new cover's id once uploaded; none left means the cover goes. */
  const onCover = (items: UploadItem[]) => {
    const item = items[0];
    uploading.value = !!item && (item.status === 'uploading' || item.status === 'ready');
    if (!item) set('cover_attachment_id', article && article.cover_url ? null : undefined);
    else if (item.status === 'done' && typeof item.result === 'string') set('cover_attachment_id', item.result);
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const next = articleFormProblems(form.value, assets, claimed);
    problems.value = next;
    failure.value = null;
    if (hasArticleFormProblems(next)) return;
    if (uploading.value) {
      failure.value = t('admin_content:article.form.uploading');
      return;
    }
    saving.value = true;
    saveArticle(group, article ? article.article_id : null, articleFormBody(form.value)).then(
      (saved) => {
        saving.value = false;
        toast(t(article ? 'admin_content:article.form.saved' : 'admin_content:article.form.published'), 'success');
        onSaved(saved);
      },
      (err: unknown) => {
        saving.value = false;
        failure.value = err;
      },
    );
  };

  return (
    <form class="article-admin__form" onSubmit={submit} noValidate>
      <div class="article-admin__field">
        <label class="article-admin__label" for="article-admin-title">
          {t('admin_content:article.form.title')}
        </label>
        <input class="article-admin__input" {...field('title')} value={f.title} onInput={(e) => set('title', e.currentTarget.value)} />
        {message('title')}
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for="article-admin-link">
          {t('admin_content:article.form.link')}
        </label>
        <input
          class="article-admin__input"
          type="url"
          inputMode="url"
          autoComplete="off"
          {...field('link')}
          value={f.link}
          onInput={(e) => set('link', e.currentTarget.value)}
        />
        <p class="article-admin__hint">{t('admin_content:article.form.link_hint')}</p>
        {message('link')}
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for="article-admin-summary">
          {t('admin_content:article.form.summary')}
        </label>
        <textarea class="article-admin__input" rows={4} {...field('summary')} value={f.summary} onInput={(e) => set('summary', e.currentTarget.value)} />
        <p class="article-admin__hint article-admin__count">
          {t('admin_content:article.form.summary_count', { count: f.summary.trim().length, max: ARTICLE_SUMMARY_MAX })}
        </p>
        {message('summary')}
      </div>
      <div class="article-admin__field">
        <span class="article-admin__label">{t('admin_content:article.form.cover')}</span>
        <ImageUploader
          initial={coverItems(f.cover_url)}
          single
          max={1}
          maxSizeMB={ATTACHMENT_LIMITS_MB.image}
          label={t('admin_content:article.form.cover')}
          upload={(file) => uploadCover(group, file)}
          onChange={onCover}
        />
        <p class="article-admin__hint">{t('admin_content:article.form.cover_hint')}</p>
      </div>
      <fieldset class="article-admin__group">
        <legend class="article-admin__legend">{t('admin_content:article.form.price_title')}</legend>
        <label class="article-admin__check">
          <input type="radio" name="article-admin-paid" checked={!f.paid} onChange={() => set('paid', false)} />
          {t('admin_content:article.form.free')}
        </label>
        <label class="article-admin__check">
          <input type="radio" name="article-admin-paid" checked={f.paid} onChange={() => set('paid', true)} />
          {t('admin_content:article.form.paid')}
        </label>
        {f.paid && (
          <ArticleAdminAmount
            id="article-admin-price"
            assetLabel={t('admin_content:article.form.asset')}
            amountLabel={t('admin_content:article.form.price')}
            assets={assets}
            assetId={f.price_asset_id}
            amount={f.price_amount}
            assetError={text('price_asset_id')}
            amountError={text('price_amount')}
            onAsset={(id) => set('price_asset_id', id)}
            onAmount={(amount) => set('price_amount', amount)}
          />
        )}
      </fieldset>
      <fieldset class="article-admin__group">
        <legend class="article-admin__legend">{t('admin_content:article.form.reward_title')}</legend>
        <label class="article-admin__check">
          <input type="checkbox" checked={f.reward} onChange={(e) => set('reward', e.currentTarget.checked)} />
          {t('admin_content:article.form.reward_on')}
        </label>
        <p class="article-admin__hint">{t('admin_content:article.form.reward_hint')}</p>
        {claimed > 0 && <p class="article-admin__hint">{t('admin_content:article.form.reward_claimed', { count: claimed })}</p>}
        {f.reward ? (
          <>
            <div class="article-admin__field">
              <label class="article-admin__label" for="article-admin-reward_count">
                {t('admin_content:article.form.reward_count')}
              </label>
              <input
                class="article-admin__input article-admin__input--short"
                inputMode="numeric"
                autoComplete="off"
                {...field('reward_count')}
                value={f.reward_count}
                onInput={(e) => set('reward_count', e.currentTarget.value)}
              />
              {message('reward_count')}
            </div>
            <ArticleAdminAmount
              id="article-admin-reward"
              assetLabel={t('admin_content:article.form.reward_asset')}
              amountLabel={t('admin_content:article.form.reward_amount')}
              assets={assets}
              assetId={f.reward_asset_id}
              amount={f.reward_amount}
              assetError={text('reward_asset_id')}
              amountError={text('reward_amount')}
              onAsset={(id) => set('reward_asset_id', id)}
              onAmount={(amount) => set('reward_amount', amount)}
            />
          </>
        ) : (
          message('reward_count')
        )}
      </fieldset>
      <FieldError class="article-admin__error" error={failure.value} />
      <Button type="submit" block loading={saving.value}>
        {t(article ? 'admin_content:article.form.save' : 'admin_content:article.form.publish')}
      </Button>
    </form>
  );
}
