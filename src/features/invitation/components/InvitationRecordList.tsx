import { useCallback } from 'preact/hooks';
import type { InviteRecord } from '../../../../contract/invitation';
import { apiErrorText } from '../../../lib/http';
import { formatAssetAmount, formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Avatar } from '../../../ui/Avatar';
import { InfiniteList } from '../../../ui/InfiniteList';
import { Skeleton } from '../../../ui/Skeleton';
import { inviteRecordCount, loadInviteRecordPage } from '../model';
import { InvitationBonusList } from './InvitationBonusList';
import './InvitationMine.css';

/**
 * My invitees who bought a product (`/products/{id}/invite_record_count` and `/invite_records`): how
 * many, my bonus from them summed per asset, and each purchase with the bonus it earned me.
 */
export function InvitationRecordList({ group, productId }: { group: string; productId: string }) {
  const summary = useResource(inviteRecordCount, group, productId, true);
  const renderItem = useCallback((row: InviteRecord) => (
    <div class="invitation-mine__row">
      <Avatar url={row.invitee.avatar_url} name={row.invitee.full_name} alt={t('invitation:avatar', { name: row.invitee.full_name })} />
      <div class="invitation-mine__who">
        <p class="invitation-mine__name">{row.invitee.full_name}</p>
        <p class="invitation-mine__line">
          {t('invitation:buyers.paid', { amount: `${formatAssetAmount(row.paid_amount, row.symbol)} ${row.symbol}`, date: formatDate(row.created_at) })}
        </p>
        <p class="invitation-mine__line invitation-mine__good invitation-mine__strong">
          {t('invitation:bonus.amount', { amount: `${formatAssetAmount(row.bonus_amount, row.symbol)} ${row.symbol}` })}
        </p>
      </div>
    </div>
  ), []);
  const load = useCallback(({ offset }: { offset: number }) => loadInviteRecordPage(group, productId, offset), [group, productId]);
  return (
    <>
      <section class="invitation-mine__card" aria-labelledby="invitation-records-summary">
        <h2 id="invitation-records-summary" class="invitation-mine__title">
          {summary.data ? t('invitation:buyers.count', { count: summary.data.count }) : t('invitation:bonus.title')}
        </h2>
        {summary.data ? <InvitationBonusList bonus={summary.data.bonus} />
          : summary.error ? <p role="alert">{apiErrorText(summary.error)}</p> : <Skeleton lines={1} />}
      </section>
      <InfiniteList
        resetKey={`${group}/${productId}`}
        load={load}
        getKey={(row: InviteRecord) => row.record_id}
        renderItem={renderItem}
        emptyText={t('invitation:buyers.empty')}
        label={t('invitation:routes.group-invitations-buyers')}
      />
    </>
  );
}
