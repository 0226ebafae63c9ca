import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { PagedList } from '../../../ui/PagedList';
import type { InvitationCodeKind } from '../../../../contract/invitation';
import type { InvitationAdminCode } from '../../../../contract/invitationAdmin';
import { ExceptionLoadFailed } from '../../exception/parts';
import { loadAdminCodes } from '../admin';
import { InvitationAdminPerson } from './InvitationAdminPerson';

function usedLine(code: InvitationAdminCode): string {
  if (code.kind === 'permanent') return t('admin_content:invitation.uses', { count: code.uses });
  if (!code.used_by) return t('admin_content:invitation.free');
  return code.used_at
    ? t('admin_content:invitation.used_by', { name: code.used_by.full_name, date: formatDate(code.used_at) })
    : t('admin_content:invitation.applied_by', { name: code.used_by.full_name });
}

/** Every code issued in the group, newest first, of one kind or both: who issued it and who used it. */
export function InvitationAdminCodes({ group }: { group: string }) {
  const kind = useSignal<InvitationCodeKind | ''>('');
  const load = useCallback(({ offset }: { offset: number }) => loadAdminCodes(group, offset, kind.value || null), [group, kind.value]);
  return (
    <>
      <div class="invitation-lists__filter">
        <label class="invitation-lists__label" for="invitation-lists-kind">
          {t('admin_content:invitation.kind_filter')}
        </label>
        <select
          id="invitation-lists-kind"
          class="invitation-lists__select"
          value={kind.value}
          onChange={(e) => (kind.value = e.currentTarget.value as InvitationCodeKind | '')}
        >
          <option value="">{t('admin_content:invitation.kind.all')}</option>
          <option value="one_time">{t('admin_content:invitation.kind.one_time')}</option>
          <option value="permanent">{t('admin_content:invitation.kind.permanent')}</option>
        </select>
      </div>
      <PagedList
        load={load}
        resetKey={`${group}:${kind.value}`}
        getKey={(c: InvitationAdminCode) => c.code}
        label={t('admin_content:invitation.tabs.codes')}
        emptyText={t('admin_content:invitation.codes_empty')}
        moreText={t('admin_content:more')}
        // A paged list's first-page failure, not a resource's state: PagedList's own slot, so no ExceptionLoaded.
        renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_content:invitation.load_failed')} error={error} onRetry={retry} />}
        renderItem={(c: InvitationAdminCode) => (
          <InvitationAdminPerson person={c.inviter}>
            <p class="invitation-lists__code">
              {c.code} <span class="invitation-lists__tag">{t(`admin_content:invitation.kind.${c.kind}` as 'admin_content:invitation.kind.one_time')}</span>
            </p>
            <p class="invitation-lists__line">
              {c.inviter ? t('admin_content:invitation.by', { name: c.inviter.full_name }) : t('admin_content:invitation.by_system')}
              {' · '}
              {t('admin_content:invitation.issued', { date: formatDate(c.created_at) })}
              {c.is_public && ` · ${t('admin_content:invitation.public')}`}
            </p>
            <p class="invitation-lists__line">{usedLine(c)}</p>
          </InvitationAdminPerson>
        )}
      />
    </>
  );
}
