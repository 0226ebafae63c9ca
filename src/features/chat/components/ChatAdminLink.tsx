import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import './ChatAdminLink.css';

/** For admins in the chat: the way to the chat's settings in the admin portal (§2 admin/chat). */
export function ChatAdminLink({ group }: { group: string }) {
  return (
    <div class="chat-admin-link">
      <a href={to('group-admin-chat', { group })}>
        {/* Sliders, drawn here rather than in ui/Icon, which ships in the first paint. */}
        <svg
          class="ui-icon"
          width={18}
          height={18}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 7h9M17 7h3M15 5v4M4 17h3M11 17h9M9 15v4" />
        </svg>
        {t('chat:admin.settings')}
      </a>
    </div>
  );
}
