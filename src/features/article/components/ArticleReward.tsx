import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import type { Article, ArticleUserState } from '../../../../contract/article';
import { articleRewardText } from '../model';
import './ArticleDetail.css';

export interface ArticleRewardProps {
  article: Article;
  /** The caller's state; null while it loads. */
  state: ArticleUserState | null;
  claiming: boolean;
  /** The last claim's refusal, shown in place. */
  error: unknown;
  onClaim: () => void;
}

/** The article's reward: claim it once ("Claim reward: 0.1 USDT · 7 of 10 left"), then "Claimed". */
export function ArticleReward({ article, state, claiming, error, onClaim }: ArticleRewardProps) {
  const reward = article.reward;
  if (!reward) return null;
  const amount = articleRewardText(reward);
  const left = state ? state.rewards_left : reward.left;
  const counts = t('article:reward.left', { left, count: reward.count });
  let body;
  if (state && state.claimed && state.claim) {
    body = <p class="article-reward__done">{t('article:reward.claimed', { amount: articleRewardText(state.claim) })}</p>;
  } else if (article.locked) {
    body = <p>{t('article:reward.locked', { amount })}</p>;
  } else if (left <= 0) {
    body = <p>{t('article:reward.none_left')}</p>;
  } else {
    // Read (or Buy to read) is the screen's one primary button (issue 26 point 14).
    body = (
      <Button block variant="secondary" loading={claiming} disabled={!state} onClick={onClaim}>
        {t('article:reward.claim', { amount })}
      </Button>
    );
  }
  return (
    <section class="article-reward" aria-labelledby="article-reward-title">
      <h3 id="article-reward-title" class="article-reward__title">
        {t('article:reward.title')}
        <span class="article-reward__left"> · {counts}</span>
      </h3>
      {body}
      {error ? (
        <div class="article-reward__error" role="alert">
          <ApiErrorLines error={error} />
        </div>
      ) : null}
    </section>
  );
}
