import { t } from '../../../lib/i18n';
import './InvitationMine.css';

/** §6 USER_DISABLE_INVITATION: why there are no codes to share, in place of them. */
export function InvitationDisabledNotice() {
  return (
    <section class="invitation-mine__notice" role="status" aria-labelledby="invitation-disabled-title">
      <h2 id="invitation-disabled-title">{t('invitation:disabled.title')}</h2>
      <p class="invitation-mine__muted">{t('invitation:disabled.message')}</p>
    </section>
  );
}
