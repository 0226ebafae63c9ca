import type { BadgeProduct } from '../../../../contract/badge';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { badgeHowToEarn, badgeName, badgeProducts, splitCatalog } from '../model';
import { BadgeIcon } from './BadgeIcon';
import './BadgeCatalog.css';

function BadgeTile({ group, badge }: { group: string; badge: BadgeProduct }) {
  const href = linkTo('group-badge-id', { group, id: badge.key });
  const body = (
    <>
      <BadgeIcon badgeKey={badge.key} muted={!badge.earned} />
      <span class="badge-catalog__name">{badgeName(badge.key)}</span>
      <span class="badge-catalog__meta">
        {badge.earned && badge.earned_at
          ? t('badge:catalog.earned_on', { date: formatDate(badge.earned_at) })
          : badgeHowToEarn(badge.key)}
      </span>
      {badge.kind === 'verified' && <span class="badge-catalog__kind">{t('badge:kinds.verified')}</span>}
    </>
  );
  return (
    <li class={badge.earned ? 'badge-catalog__tile' : 'badge-catalog__tile badge-catalog__tile--muted'}>
      {href ? <a class="badge-catalog__link" href={href}>{body}</a> : body}
    </li>
  );
}

/** Issue 11 point 7: the caller's badges, then the rest of the group's catalog greyed with how to earn each. */
export function BadgeCatalog({ group }: { group: string }) {
  const state = useGroupResource(badgeProducts, group);
  return (
    <ExceptionLoaded
      state={state}
      title={t('badge:catalog.load_failed')}
      onRetry={() => badgeProducts.refresh(group)}
      skeleton={
        <ul class="badge-catalog__grid" aria-busy="true" aria-label={t('badge:catalog.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} class="badge-catalog__tile">
              <Skeleton block="56px" width="56px" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      }
    >
      {(catalog) => <BadgeCatalogView group={group} badges={catalog.badges} />}
    </ExceptionLoaded>
  );
}

function BadgeCatalogView({ group, badges }: { group: string; badges: readonly BadgeProduct[] }) {
  const { earned, toEarn } = splitCatalog(badges);
  return (
    <div class="badge-catalog">
      <section aria-labelledby="badge-catalog-earned">
        <h2 id="badge-catalog-earned" class="badge-catalog__title">{t('badge:catalog.earned')}</h2>
        {earned.length === 0
          ? <p class="badge-catalog__empty">{t('badge:catalog.none_earned')}</p>
          : <ul class="badge-catalog__grid">{earned.map((b) => <BadgeTile key={b.key} group={group} badge={b} />)}</ul>}
      </section>
      {toEarn.length > 0 && (
        <section aria-labelledby="badge-catalog-to-earn">
          <h2 id="badge-catalog-to-earn" class="badge-catalog__title">{t('badge:catalog.to_earn')}</h2>
          <ul class="badge-catalog__grid">{toEarn.map((b) => <BadgeTile key={b.key} group={group} badge={b} />)}</ul>
        </section>
      )}
    </div>
  );
}
