import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { InvitationAdminBonuses } from './InvitationAdminBonuses';
import { InvitationAdminCodes } from './InvitationAdminCodes';
import { InvitationAdminUses } from './InvitationAdminUses';
import './InvitationAdminLists.css';

const LISTS = ['codes', 'uses', 'bonuses'] as const;
type List = (typeof LISTS)[number];

/**
 * The group's invitations for its owner and admins (issue 14, admin/invitation), read-only: the codes
 * issued, their uses and the bonuses earned, one list at a time.
 */
export function InvitationAdminLists({ group }: { group: string }) {
  const shown = useSignal<List>('codes');
  return (
    <section class="invitation-lists" aria-labelledby="invitation-lists-title">
      <h2 id="invitation-lists-title" class="invitation-lists__title">
        {t('admin_content:invitation.lists_title')}
      </h2>
      <div class="invitation-lists__switch" role="group" aria-label={t('admin_content:invitation.tabs_label')}>
        {LISTS.map((list) => (
          <button
            key={list}
            type="button"
            class="invitation-lists__pick"
            aria-pressed={shown.value === list ? 'true' : 'false'}
            onClick={() => (shown.value = list)}
          >
            {t(`admin_content:invitation.tabs.${list}` as 'admin_content:invitation.tabs.codes')}
          </button>
        ))}
      </div>
      <div class="invitation-lists__panel">
        {shown.value === 'codes' && <InvitationAdminCodes group={group} />}
        {shown.value === 'uses' && <InvitationAdminUses group={group} />}
        {shown.value === 'bonuses' && <InvitationAdminBonuses group={group} />}
      </div>
    </section>
  );
}
