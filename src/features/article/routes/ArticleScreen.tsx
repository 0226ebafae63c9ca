import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception/parts';
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
  const user = useResource(articleUser, group, id, true);
  const buying = useSignal(false);
  const claiming = useSignal(false);
  const claimError = useSignal<unknown>(null);
  useEffect(() => {
    assetPrices.ensure(group);
  }, [group]);

  if (!article.data) {
    if (article.error) {
      return (
        <ExceptionLoadFailed title={t('article:load_failed')} error={article.error} onRetry={() => articleDetail.refresh(group, id)} />
      );
    }
    return <Skeleton block="12rem" />;
  }
  const data = article.data;

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
      <ArticleDetail article={data} assets={assetPrices.of(group).data} buying={buying.value} onBuy={buy} />
      <ArticleReward
        article={data}
        state={user.data || null}
        claiming={claiming.value}
        error={claimError.value}
        onClaim={claim}
      />
    </div>
  );
}
