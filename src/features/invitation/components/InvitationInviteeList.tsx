import { useCallback } from 'preact/hooks';
import type { Invitee } from '../../../../contract/invitation';
import { formatAssetAmount, formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { InfiniteList } from '../../../ui/InfiniteList';
import { loadInviteePage } from '../model';
import './InvitationMine.css';

const bonusText = (row: Invitee) => row.bonus.map((b) => `${formatAssetAmount(b.amount, b.symbol)} ${b.symbol}`).join(' + ');

/** People who named me as inviter, newest first: joined or not yet, and what each earned me. */
export function InvitationInviteeList({ group }: { group: string }) {
  const renderItem = useCallback((row: Invitee) => (
    <div class="invitation-mine__row">
      <Avatar url={row.invitee.avatar_url} name={row.invitee.full_name} alt={t('invitation:avatar', { name: row.invitee.full_name })} />
      <div class="invitation-mine__who">
        <p class="invitation-mine__name">{row.invitee.full_name}</p>
        <p class="invitation-mine__line">
          {row.joined_at ? t('invitation:invitees.joined_on', { date: formatDate(row.joined_at) }) : t('invitation:invitees.not_joined')}
          {' · '}
          {t('invitation:invitees.via', { code: row.code })}
        </p>
        {row.bonus.length
          ? <p class="invitation-mine__line invitation-mine__good invitation-mine__strong">{t('invitation:bonus.amount', { amount: bonusText(row) })}</p>
          : <p class="invitation-mine__line">{t('invitation:bonus.none_short')}</p>}
      </div>
    </div>
  ), []);
  const load = useCallback(({ offset }: { offset: number }) => loadInviteePage(group, offset), [group]);
  return (
    <InfiniteList
      resetKey={group}
      load={load}
      getKey={(row: Invitee) => row.invitee.identity_number}
      renderItem={renderItem}
      emptyText={t('invitation:invitees.empty')}
      label={t('invitation:routes.group-invitations-invitees')}
    />
  );
}
