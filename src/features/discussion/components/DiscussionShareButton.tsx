import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { absoluteUrl } from '../../../lib/urls';
import { copyText } from '../../../ui/clipboard';
import { toast } from '../../../ui/toast';
import type { Discussion } from '../../../../contract/discussion';
import './DiscussionActions.css';

/** The post's own address: this page with the post's route. */
export function discussionShareUrl(group: string, id: string): string {
  return absoluteUrl(to('group-discussions-id', { group, id }));
}

type ShareNavigator = Navigator & { share?: (data: { title?: string; text?: string; url?: string }) => Promise<void> };

/**
 * Shares the post's link: the system share sheet where there is one, else the link copied. A person
 * closing the share sheet is no failure; a clipboard that refuses is said plainly.
 */
export function DiscussionShareButton({ group, discussion }: { group: string; discussion: Discussion }) {
  const share = async () => {
    const url = discussionShareUrl(group, discussion.discussion_id);
    const nav = navigator as ShareNavigator;
    if (typeof nav.share === 'function') {
      try {
        await nav.share({ title: t('discussion:share.title'), url });
        return;
      } catch (err) {
        if (err instanceof Error && err.name === 'AbortError') return;
        // Refused (no user gesture, a webview without permission): copy instead.
      }
    }
    if (await copyText(url)) toast(t('discussion:share.copied'), 'success');
    else toast(t('discussion:share.copy_failed', { url }), 'error');
  };
  return (
    <button type="button" class="discussion-action" onClick={share}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 15V3M7 8l5-5 5 5M5 13v7h14v-7" />
      </svg>
      <span>{t('discussion:share.action')}</span>
    </button>
  );
}
