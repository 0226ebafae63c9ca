import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { assetPrices } from '../../order';
import { ExceptionLoaded } from '../../exception/parts';
import type { ArticleFormAsset } from '../adminRules';

/**
 * The assets a price or reward may be in (every asset the server knows, crypto first), loaded before
 * the form shows: a skeleton meanwhile, the load-failed notice with a retry if they cannot be read.
 */
export function ArticleAdminAssets({ group, children }: { group: string; children: (assets: ArticleFormAsset[]) => ComponentChildren }) {
  const state = useGroupResource(assetPrices, group);
  return (
    <ExceptionLoaded
      state={state}
      title={t('admin_content:article.assets_load_failed')}
      onRetry={() => assetPrices.refresh(group)}
      skeleton={<Skeleton lines={8} />}
    >
      {(assets) => children(assets.filter((a) => a.kind !== 'fiat').concat(assets.filter((a) => a.kind === 'fiat')))}
    </ExceptionLoaded>
  );
}
