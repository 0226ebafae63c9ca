import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { account } from '../../account';
import type { DiscussionAuthor } from '../../../../contract/discussion';
import './DiscussionActions.css';

/**
 * Kudos to whoever wrote a post or reply: the tip screen opens with them chosen, so the amounts and Pay
 * are the next taps. Not on one's own, nor where this build has no kudos screen.
 */
export function DiscussionKudosLink({ group, author }: { group: string; author: DiscussionAuthor }) {
  const me = useGroupResource(account, group).data;
  const href = linkTo('group-tip-send', { group }, { to: author.user_id });
  if (!href || !me || me.user_id === author.user_id) return null;
  const name = author.nickname || author.full_name;
  return (
    <a class="discussion-action" href={href} aria-label={t('discussion:kudos.label', { name })}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false">
        <path d="M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3" />
      </svg>
      <span>{t('discussion:kudos.action')}</span>
    </a>
  );
}
