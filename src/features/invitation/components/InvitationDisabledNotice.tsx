import { ErrorCode } from '../../../../contract/errors';
import { ApiError, apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { Me } from '../../account';
import { invitationsDisabled, myCodes } from '../model';
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

/**
 * What the share page and the poster show instead of my code when they cannot show it: the notice
 * when invitations are disabled for me (my policies, or the server's 102801), or the load's failure
 * with a retry. Null when the code can show (or is still loading).
 */
export function invitationCodesProblem(group: string, me: Me | undefined, codes: { data?: unknown; error?: unknown }) {
  const disabledByCode = codes.error instanceof ApiError && codes.error.code === ErrorCode.invitationDisabled;
  if (invitationsDisabled(me) || disabledByCode) return <InvitationDisabledNotice />;
  if (codes.error && !codes.data) {
    return (
      <div>
        <p role="alert">{apiErrorText(codes.error)}</p>
        <Button variant="secondary" onClick={() => myCodes.refresh(group)}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  return null;
}
