import { t } from '../../../lib/i18n';
import type { GroupConfig, GroupPublic, GroupSettings } from '../../group';
import { JoinConfirmSection } from './JoinConfirmSection';
import { JoinInvitationSection } from './JoinInvitationSection';
import { JoinTicketSection } from './JoinTicketSection';
import './JoinPaymentPanel.css';

export interface JoinPaymentPanelProps {
  group: string;
  info: GroupPublic;
  config: GroupConfig;
  settings: GroupSettings;
  onJoined: () => void;
}

/**
 * The payment join panel (§2): a welcome tip, the invitation section and the ticket purchase.
 * A group that takes no payment gets the confirm-to-join action in place of the ticket.
 */
export function JoinPaymentPanel({ group, info, config, settings, onJoined }: JoinPaymentPanelProps) {
  // Paying groups ask for a code only when the system setting says so; free invite-only groups always do.
  const codeRequired = config.invite_to_join && (config.pay_to_join ? settings.system_invite_code_required : true);
  return (
    <div class="join-panel">
      <p class="join-panel__tip">{t('join:welcome_tip', { name: info.name })}</p>
      <JoinInvitationSection group={group} info={info} required={codeRequired} />
      {config.pay_to_join ? (
        <JoinTicketSection group={group} config={config} settings={settings} onJoined={onJoined} />
      ) : (
        <JoinConfirmSection group={group} groupName={info.name} config={config} onJoined={onJoined} />
      )}
    </div>
  );
}
