import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { MyBadge } from '../../../../contract/badge';
import { formatDate } from '../../../lib/format';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { Spinner } from '../../../ui/Spinner';
import { badgeDescription, badgeHowToEarn, badgeName, isNotEarned, myBadge, pollSeal, sealBadge } from '../model';
import { BadgeIcon } from './BadgeIcon';
import './BadgeDetail.css';

/** The chain seal: unlighted (offer to seal), lighting (a spinner, polled), lighted (the transaction). */
function BadgeChain({ group, badge }: { group: string; badge: MyBadge }) {
  const busy = useSignal(false);
  const failure = useSignal<unknown>(null);
  const lighting = badge.chain_state === 'lighting';
  useEffect(() => (lighting ? pollSeal(group, badge.key) : undefined), [group, badge.key, lighting]);

  const seal = async () => {
    busy.value = true;
    failure.value = null;
    try {
      await sealBadge(group, badge.key);
    } catch (err) {
      failure.value = err;
    } finally {
      busy.value = false;
    }
  };

  return (
    <section class="badge-detail__chain" aria-labelledby="badge-chain-title">
      <h2 id="badge-chain-title" class="badge-detail__section">{t('badge:chain.title')}</h2>
      {badge.chain_state === 'unlighted' && (
        <>
          <p>{t('badge:chain.unlighted')}</p>
          <Button block loading={busy.value} onClick={seal}>{t('badge:chain.seal')}</Button>
        </>
      )}
      {lighting && (
        <p class="badge-detail__lighting" aria-live="polite">
          <Spinner size={18} label={t('badge:chain.lighting')} />
          <span>{t('badge:chain.lighting')}</span>
        </p>
      )}
      {badge.chain_state === 'lighted' && (
        <>
          <p>{t('badge:chain.lighted', { date: formatDate(badge.sealed_at) })}</p>
          <p class="badge-detail__tx">
            <span>{t('badge:chain.tx')}</span> <code>{badge.tx_hash}</code>
          </p>
        </>
      )}
      {failure.value !== null && <p role="alert" class="badge-detail__error">{apiErrorText(failure.value)}</p>}
    </section>
  );
}

/** One badge (badge/{id}): earned with its seal and share, or how to earn it. */
export function BadgeDetail({ group, id }: { group: string; id: string }) {
  const state = useResource(myBadge, group, id);
  const badge = state.data;
  const all = linkTo('group-badge', { group });

  if (!badge && isNotEarned(state.error)) {
    return (
      <div class="badge-detail">
        <BadgeIcon badgeKey={id} size={120} muted />
        <h2 class="badge-detail__name">{badgeName(id)}</h2>
        <p>{badgeDescription(id)}</p>
        <p class="badge-detail__state">{t('badge:detail.not_earned')}</p>
        <h3 class="badge-detail__section">{t('badge:detail.how_title')}</h3>
        <p>{badgeHowToEarn(id)}</p>
        {all && <a class="ui-btn ui-btn--secondary ui-btn--block" href={all}>{t('badge:detail.all')}</a>}
      </div>
    );
  }
  return (
    <ExceptionLoaded
      state={state}
      title={t('badge:detail.load_failed')}
      onRetry={() => myBadge.refresh(group, id)}
      skeleton={
        <div class="badge-detail" aria-busy="true">
          <Skeleton block="120px" width="120px" />
          <Skeleton lines={3} />
        </div>
      }
    >
      {(earned) => <BadgeEarned group={group} badge={earned} />}
    </ExceptionLoaded>
  );
}

/** An earned badge: its seal and its share. */
function BadgeEarned({ group, badge }: { group: string; badge: MyBadge }) {
  const share = linkTo('group-badge-share', { group }, { a: badge.user_id, b: badge.share_key });
  return (
    <div class="badge-detail">
      <BadgeIcon badgeKey={badge.key} size={120} />
      <h2 class="badge-detail__name">{badgeName(badge.key)}</h2>
      <p class="badge-detail__kind">{t(`badge:kinds.${badge.kind}`)}</p>
      <p>{badgeDescription(badge.key)}</p>
      <p class="badge-detail__state">{t('badge:detail.earned_on', { date: formatDate(badge.earned_at) })}</p>
      <BadgeChain group={group} badge={badge} />
      {share && <a class="ui-btn ui-btn--secondary ui-btn--block" href={share}>{t('badge:detail.share')}</a>}
    </div>
  );
}
