import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { PagedList } from '../../../ui/PagedList';
import type { InviteBonus } from '../../../../contract/invitation';
import type { InvitationAdminInviter } from '../../../../contract/invitationAdmin';
import { ExceptionLoadFailed } from '../../exception/parts';
import { bonusLine, loadAdminBonuses } from '../admin';
import { InvitationAdminPerson } from './InvitationAdminPerson';

/** What the group's inviters earned: the totals per asset, then each inviter, latest bonus first. */
export function InvitationAdminBonuses({ group }: { group: string }) {
  const totals = useSignal<InviteBonus[] | null>(null);
  const load = useCallback(({ offset }: { offset: number }) => loadAdminBonuses(group, offset, (sums) => (totals.value = sums)), [group, totals]);
  return (
    <>
      {totals.value !== null && (
        <div class="invitation-lists__totals">
          <p class="invitation-lists__label">{t('admin_content:invitation.totals')}</p>
          <p class="invitation-lists__sum">{totals.value.length > 0 ? bonusLine(totals.value) : t('admin_content:invitation.totals_none')}</p>
        </div>
      )}
      <PagedList
        load={load}
        resetKey={group}
        getKey={(row: InvitationAdminInviter) => row.inviter.user_id}
        label={t('admin_content:invitation.tabs.bonuses')}
        emptyText={t('admin_content:invitation.bonuses_empty')}
        moreText={t('admin_content:more')}
        // A paged list's first-page failure, not a resource's state: PagedList's own slot, so no ExceptionLoaded.
        renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_content:invitation.load_failed')} error={error} onRetry={retry} />}
        renderItem={(row: InvitationAdminInviter) => (
          <InvitationAdminPerson person={row.inviter}>
            <p class="invitation-lists__name">{row.inviter.full_name}</p>
            <p class="invitation-lists__line invitation-lists__strong">{bonusLine(row.bonus)}</p>
            <p class="invitation-lists__line">
              {t('admin_content:invitation.records', { count: row.records })}
              {' · '}
              {t('admin_content:invitation.last', { date: formatDate(row.last_at) })}
            </p>
          </InvitationAdminPerson>
        )}
      />
    </>
  );
}
