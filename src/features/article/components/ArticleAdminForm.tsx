import { useSignal } from '@preact/signals';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { ImageUploader } from '../../../ui/ImageUploader';
import type { UploadItem } from '../../../ui/FileUploader';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
import { ErrorCode } from '../../../../contract/errors';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { ARTICLE_LINK_MAX, ARTICLE_REWARD_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Article } from '../../../../contract/article';
import { saveArticle, uploadCover } from '../admin';
import {
  articleAmountMax, articleFormBody, articleFormProblems, articleToForm, emptyArticleForm, type ArticleForm, type ArticleFormAsset,
  type ArticleFormField, type ArticleFormProblem,
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
 * them before anything is sent, each broken rule under its field; a refusal from the server is said
 * under its field (a reward count below the claims) or under the form, with what was typed.
 */
export function ArticleAdminForm({ group, article, assets, onSaved }: ArticleAdminFormProps) {
  const firstAsset = assets.length > 0 ? assets[0]!.asset_id : '';
  const form = useForm<ArticleForm>(article ? articleToForm(article, firstAsset) : emptyArticleForm(firstAsset));
  const uploading = useSignal(false);
  const claimed = article && article.reward ? article.reward.count - article.reward.left : 0;
  const f = form.values;
  const assetOf = (id: string) => assets.filter((a) => a.asset_id === id)[0];

  /** What the form breaks, in words, by field. */
  const problems = (values: ArticleForm): FormErrors<ArticleForm> => {
    const found = articleFormProblems(values, assets, claimed);
    const said: FormErrors<ArticleForm> = {};
    (Object.keys(found) as ArticleFormField[]).forEach((name) => {
      const assetId = name.indexOf('price') === 0 ? values.price_asset_id : values.reward_asset_id;
      said[name] = problemText(name, found[name]!, assetOf(assetId), claimed);
    });
    return said;
  };

  /** The uploader's item: a new cover's id once uploaded; none left means the cover goes. */
  const onCover = (items: UploadItem[]) => {
    const item = items[0];
    uploading.value = !!item && (item.status === 'uploading' || item.status === 'ready');
    if (!item) form.set('cover_attachment_id', article && article.cover_url ? null : undefined);
    else if (item.status === 'done' && typeof item.result === 'string') form.set('cover_attachment_id', item.result);
  };

  const submit = form.submit({
    check: (values) => {
      const said = problems(values);
      if (Object.keys(said).length > 0) return said;
      return uploading.value ? { form: t('admin_content:article.form.uploading') } : null;
    },
    send: (values) => saveArticle(group, article ? article.article_id : null, articleFormBody(values)),
    refusal: (err) => (err instanceof ApiError && err.code === ErrorCode.articleRewardCountBelowClaimed ? { reward_count: err } : { form: err }),
    done: (saved) => {
      toast(t(article ? 'admin_content:article.form.saved' : 'admin_content:article.form.published'), 'success');
      onSaved(saved);
    },
  });

  return (
    <form class="article-admin__form" onSubmit={submit} noValidate>
      <div class="article-admin__field">
        <label class="article-admin__label" for={form.fieldId('title')}>
          {t('admin_content:article.form.title')}
        </label>
        <input {...form.bind('title')} class="article-admin__input" />
        <FieldError {...form.errorOf('title')} class="article-admin__error" />
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for={form.fieldId('link')}>
          {t('admin_content:article.form.link')}
        </label>
        <input {...form.bind('link')} class="article-admin__input" type="url" inputMode="url" autoComplete="off" />
        <p class="article-admin__hint">{t('admin_content:article.form.link_hint')}</p>
        <FieldError {...form.errorOf('link')} class="article-admin__error" />
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for={form.fieldId('summary')}>
          {t('admin_content:article.form.summary')}
        </label>
        <textarea {...form.bind('summary')} class="article-admin__input" rows={4} />
        <p class="article-admin__hint article-admin__count">
          {t('admin_content:article.form.summary_count', { count: f.summary.trim().length, max: ARTICLE_SUMMARY_MAX })}
        </p>
        <FieldError {...form.errorOf('summary')} class="article-admin__error" />
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
          <input type="radio" name="article-admin-paid" checked={!f.paid} onChange={() => form.set('paid', false)} />
          {t('admin_content:article.form.free')}
        </label>
        <label class="article-admin__check">
          <input type="radio" name="article-admin-paid" checked={f.paid} onChange={() => form.set('paid', true)} />
          {t('admin_content:article.form.paid')}
        </label>
        {f.paid && (
          <ArticleAdminAmount
            form={form}
            asset="price_asset_id"
            amount="price_amount"
            assetLabel={t('admin_content:article.form.asset')}
            amountLabel={t('admin_content:article.form.price')}
            assets={assets}
          />
        )}
      </fieldset>
      <fieldset class="article-admin__group">
        <legend class="article-admin__legend">{t('admin_content:article.form.reward_title')}</legend>
        <label class="article-admin__check">
          <input type="checkbox" checked={f.reward} onChange={(e) => form.set('reward', e.currentTarget.checked)} />
          {t('admin_content:article.form.reward_on')}
        </label>
        <p class="article-admin__hint">{t('admin_content:article.form.reward_hint')}</p>
        {claimed > 0 && <p class="article-admin__hint">{t('admin_content:article.form.reward_claimed', { count: claimed })}</p>}
        {f.reward ? (
          <>
            <div class="article-admin__field">
              <label class="article-admin__label" for={form.fieldId('reward_count')}>
                {t('admin_content:article.form.reward_count')}
              </label>
              <input {...form.bind('reward_count')} class="article-admin__input article-admin__input--short" inputMode="numeric" autoComplete="off" />
              <FieldError {...form.errorOf('reward_count')} class="article-admin__error" />
            </div>
            <ArticleAdminAmount
              form={form}
              asset="reward_asset_id"
              amount="reward_amount"
              assetLabel={t('admin_content:article.form.reward_asset')}
              amountLabel={t('admin_content:article.form.reward_amount')}
              assets={assets}
            />
          </>
        ) : (
          <FieldError {...form.errorOf('reward_count')} class="article-admin__error" />
        )}
      </fieldset>
      <FieldError {...form.errorOf('form')} class="article-admin__error" />
      <Button type="submit" block loading={form.busy}>
        {t(article ? 'admin_content:article.form.save' : 'admin_content:article.form.publish')}
      </Button>
    </form>
  );
}
