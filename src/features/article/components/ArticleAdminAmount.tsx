import { t } from '../../../lib/i18n';
import { FieldError } from '../../../ui/FieldError';
import type { Form } from '../../../ui/useForm';
import type { ArticleForm, ArticleFormAsset } from '../adminRules';

export interface ArticleAdminAmountProps {
  /** The article form the two fields are of; their errors are said under them. */
  form: Form<ArticleForm>;
  /** The fields: the price's or the reward's asset and amount. */
  asset: 'price_asset_id' | 'reward_asset_id';
  amount: 'price_amount' | 'reward_amount';
  assetLabel: string;
  amountLabel: string;
  assets: readonly ArticleFormAsset[];
}

/** An amount in an asset: the price of a paid article, or what one reward pays. */
export function ArticleAdminAmount({ form, asset, amount, assetLabel, amountLabel, assets }: ArticleAdminAmountProps) {
  return (
    <div class="article-admin__pair">
      <div class="article-admin__field">
        <label class="article-admin__label" for={form.fieldId(asset)}>
          {assetLabel}
        </label>
        <select {...form.bind(asset)} class="article-admin__input">
          <option value="" disabled>
            {t('admin_content:article.errors.asset')}
          </option>
          {assets.map((a) => (
            <option key={a.asset_id} value={a.asset_id}>
              {a.symbol}
            </option>
          ))}
        </select>
        <FieldError {...form.errorOf(asset)} class="article-admin__error" />
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for={form.fieldId(amount)}>
          {amountLabel}
        </label>
        <input {...form.bind(amount)} class="article-admin__input" inputMode="decimal" autoComplete="off" />
        <FieldError {...form.errorOf(amount)} class="article-admin__error" />
      </div>
    </div>
  );
}
