import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import type { PricedAsset } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import type { Article, ArticleUserState } from '../../../../contract/article';
import { ExceptionLoaded } from '../../exception/parts';
import { assetPrices } from '../../order';
import { ArticleDetail } from '../components/ArticleDetail';
import { ArticleReward } from '../components/ArticleReward';
import { buyArticle } from '../detail';
import { articleDetail, articleUser, claimReward } from '../model';

/** §2 articles/{id}: an article, read at its link (or bought first), and its reward claimed once. */
export default function ArticleScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  const article = useResource(articleDetail, group, id, true);
  // Asked for alongside the article, not after it.
  const user = useResource(articleUser, group, id, true).data;
  const assets = useGroupResource(assetPrices, group).data;
  return (
    <ExceptionLoaded
      state={article}
      title={t('article:load_failed')}
      onRetry={() => articleDetail.refresh(group, id)}
      skeleton={<Skeleton block="12rem" />}
    >
      {(data) => <ArticleRead group={group} id={id} data={data} user={user} assets={assets} />}
    </ExceptionLoaded>
  );
}

/** The loaded article, to buy or read, and its reward. */
function ArticleRead({
  group, id, data, user, assets,
}: { group: string; id: string; data: Article; user?: ArticleUserState; assets?: readonly PricedAsset[] }) {
  const buying = useSignal(false);
  const claiming = useSignal(false);
  const claimError = useSignal<unknown>(null);

  const buy = () => {
    buying.value = true;
    buyArticle(group, data).then(() => (buying.value = false));
  };
  const claim = () => {
    claiming.value = true;
    claimError.value = null;
    claimReward(group, id).then((refusal) => {
      claiming.value = false;
      claimError.value = refusal;
    });
  };

  return (
    <div class="l-column">
      <ArticleDetail article={data} assets={assets} buying={buying.value} onBuy={buy} />
      <ArticleReward
        article={data}
        state={user || null}
        claiming={claiming.value}
        error={claimError.value}
        onClaim={claim}
      />
    </div>
  );
}
