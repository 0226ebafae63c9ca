import { t } from '../../../lib/i18n';
import type { ArticleFormAsset } from '../adminRules';

export interface ArticleAdminAmountProps {
  /** The fields' ids start with it. */
  id: string;
  assetLabel: string;
  amountLabel: string;
  assets: readonly ArticleFormAsset[];
  assetId: string;
  amount: string;
  assetError?: string | null;
  amountError?: string | null;
  onAsset: (assetId: string) => void;
  onAmount: (amount: string) => void;
}

/** An amount in an asset: the price of a paid article, or what one reward pays. */
export function ArticleAdminAmount(props: ArticleAdminAmountProps) {
  const { id, assets, assetError, amountError } = props;
  const error = (which: string, text: string | null | undefined) =>
    text ? (
      <p id={`${id}-${which}-error`} class="article-admin__error" role="alert">
        {text}
      </p>
    ) : null;
  return (
    <div class="article-admin__pair">
      <div class="article-admin__field">
        <label class="article-admin__label" for={`${id}-asset`}>
          {props.assetLabel}
        </label>
        <select
          id={`${id}-asset`}
          class="article-admin__input"
          value={props.assetId}
          aria-invalid={assetError ? 'true' : undefined}
          aria-describedby={assetError ? `${id}-asset-error` : undefined}
          onChange={(e) => props.onAsset(e.currentTarget.value)}
        >
          <option value="" disabled>
            {t('admin_content:article.errors.asset')}
          </option>
          {assets.map((a) => (
            <option key={a.asset_id} value={a.asset_id}>
              {a.symbol}
            </option>
          ))}
        </select>
        {error('asset', assetError)}
      </div>
      <div class="article-admin__field">
        <label class="article-admin__label" for={`${id}-amount`}>
          {props.amountLabel}
        </label>
        <input
          id={`${id}-amount`}
          class="article-admin__input"
          inputMode="decimal"
          autoComplete="off"
          value={props.amount}
          aria-invalid={amountError ? 'true' : undefined}
          aria-describedby={amountError ? `${id}-amount-error` : undefined}
          onInput={(e) => props.onAmount(e.currentTarget.value)}
        />
        {error('amount', amountError)}
      </div>
    </div>
  );
}
