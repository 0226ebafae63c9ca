import { useCallback } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { PagedList } from '../../../ui/PagedList';
import type { InvitationAdminUse } from '../../../../contract/invitationAdmin';
import { ExceptionLoadFailed } from '../../exception/parts';
import { loadAdminUses } from '../admin';
import { InvitationAdminPerson } from './InvitationAdminPerson';

/** Who named whose code, and when; joined or not yet. Newest first. */
export function InvitationAdminUses({ group }: { group: string }) {
  const load = useCallback(({ offset }: { offset: number }) => loadAdminUses(group, offset), [group]);
  return (
    <PagedList
      load={load}
      resetKey={group}
      getKey={(u: InvitationAdminUse) => `${u.invitee.user_id}:${u.code}`}
      label={t('admin_content:invitation.tabs.uses')}
      emptyText={t('admin_content:invitation.uses_empty')}
      moreText={t('admin_content:more')}
      // A paged list's first-page failure, not a resource's state: PagedList's own slot, so no ExceptionLoaded.
      renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_content:invitation.load_failed')} error={error} onRetry={retry} />}
      renderItem={(u: InvitationAdminUse) => (
        <InvitationAdminPerson person={u.invitee}>
          <p class="invitation-lists__name">{u.invitee.full_name}</p>
          <p class="invitation-lists__line">{t('admin_content:invitation.use_line', { code: u.code, inviter: u.inviter.full_name })}</p>
          <p class="invitation-lists__line">
            {t('admin_content:invitation.applied', { date: formatDate(u.created_at) })}
            {' · '}
            {u.joined_at ? t('admin_content:invitation.joined', { date: formatDate(u.joined_at) }) : t('admin_content:invitation.not_joined')}
          </p>
        </InvitationAdminPerson>
      )}
    />
  );
}
