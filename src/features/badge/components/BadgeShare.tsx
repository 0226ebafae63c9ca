import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Avatar } from '../../../ui/Avatar';
import { Skeleton } from '../../../ui/Skeleton';
import type { SharedBadge } from '../../../../contract/badge';
import { ExceptionLoaded } from '../../exception/parts';
import { badgeName, badgeShareUrl, shareKeyOf, sharedBadge } from '../model';
import { BadgeIcon } from './BadgeIcon';
import { BadgePoster } from './BadgePoster';
import './BadgeShare.css';

/** The public share page (badge/share?a=&b=): anyone with the link sees the badge, no login. */
export function BadgeShare({ group, userId, shareKey }: { group: string; userId: string; shareKey: string }) {
  const key = userId && shareKey ? shareKeyOf(userId, shareKey) : null;
  const state = useResource(sharedBadge, group, key);

  if (!key) return <p role="alert" class="badge-share__notice">{t('badge:share.bad_link')}</p>;
  return (
    <ExceptionLoaded
      state={state}
      title={t('badge:share.load_failed')}
      onRetry={() => sharedBadge.refresh(group, key)}
      skeleton={
        <div class="badge-share" aria-busy="true">
          <Skeleton block="120px" width="120px" />
          <Skeleton lines={3} />
        </div>
      }
    >
      {(badge) => <BadgeShareView group={group} userId={userId} shareKey={shareKey} badge={badge} />}
    </ExceptionLoaded>
  );
}

function BadgeShareView({ group, userId, shareKey, badge }: { group: string; userId: string; shareKey: string; badge: SharedBadge }) {
  return (
    <div class="badge-share">
      <BadgeIcon badgeKey={badge.key} size={120} />
      <h2 class="badge-share__name">{badgeName(badge.key)}</h2>
      <p class="badge-share__kind">{t(`badge:kinds.${badge.kind}`)}</p>
      <p class="badge-share__holder">
        <Avatar url={badge.avatar_url} name={badge.full_name} size={32} />
        <span>{t('badge:share.holder', { name: badge.full_name })}</span>
      </p>
      <p class="badge-share__meta">
        {t('badge:share.group', { group: badge.group_name })} · {t('badge:detail.earned_on', { date: formatDate(badge.earned_at) })}
      </p>
      <p class="badge-share__meta">{t(`badge:chain.state_${badge.chain_state}`)}</p>
      <BadgePoster badge={badge} url={badgeShareUrl(group, userId, shareKey)} />
    </div>
  );
}
