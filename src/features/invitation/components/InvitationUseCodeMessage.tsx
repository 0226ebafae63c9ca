import type { InvitationPerson } from '../../../../contract/invitation';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import './InvitationInput.css';

/** The question about a link's code when its owner is known: their avatar and "{name} invited you. Use code {code}?". */
export function InvitationUseCodeMessage({ code, inviter }: { code: string; inviter: InvitationPerson }) {
  return (
    <div class="invitation-use-code">
      <Avatar url={inviter.avatar_url} name={inviter.full_name} size={44} />
      <p class="invitation-use-code__text">{t('invitation:use_code.message_from', { name: inviter.full_name, code })}</p>
    </div>
  );
}
