import { useEffect } from 'preact/hooks';
import { formatDuration } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { useRefreshOnVisible } from '../../../lib/refreshOnVisible';
import { isLoggedIn } from '../../../lib/session';
import { to } from '../../../lib/paths';
import { account, hasLecturerAuthority, isActiveMember } from '../../account';
import { groupSettings } from '../../group';
import { followGroupLive, streamInfo } from '../model';
import { elapsedSeconds, groupStatus, spotlightTarget, spotlightVisible } from '../status';
import { useNow } from '../../../lib/useNow';
import './StreamSpotlight.css';

/** §9: the stream timer refreshes every second. */
export const SPOTLIGHT_TICK_MS = 1000;

/**
 * The spotlight panel of the group home (§2): shown while a lecture or a
 * stream is on (§4), with a running timer. Needs the `stream` namespace.
 */
export function StreamSpotlight({ group }: { group: string }) {
  const loggedIn = isLoggedIn(group);
  // Fresh on every visit, and when the person comes back to the tab: a stream may have started or stopped since.
  const settings = useGroupResource(groupSettings, group, true).data;
  const info = useGroupResource(streamInfo, group, true).data;
  useRefreshOnVisible(groupSettings, group);
  useRefreshOnVisible(streamInfo, group);
  const me = useGroupResource(account, loggedIn ? group : null).data;
  // Live between visits too: a member's home follows the group's socket (mode, lecture, stream).
  const follows = !!me && isActiveMember(me);
  useEffect(() => (follows ? followGroupLive(group) : undefined), [group, follows]);

  const status = settings ? groupStatus({ settings, stream: info || null }) : 'chat';
  const visible = spotlightVisible(status);
  const startedAt = settings ? settings.lecturing_or_streaming_started_at : null;

  const now = useNow(SPOTLIGHT_TICK_MS, visible);

  if (!visible) return null;
  const role = me ? me.role : null;
  const target = spotlightTarget(status, role);
  const time = formatDuration(elapsedSeconds(startedAt, now.value));
  const body = (
    <>
      <span class="stream-spotlight__dot" aria-hidden="true" />
      <span class="stream-spotlight__text">
        <span class="stream-spotlight__title">{t(status === 'streaming' ? 'stream:spotlight.streaming' : 'stream:spotlight.lecturing')}</span>
        {hasLecturerAuthority(role) && <span class="stream-spotlight__sub">{t('stream:spotlight.with_permission')}</span>}
      </span>
      <time class="stream-spotlight__timer" aria-label={t('stream:spotlight.timer_label', { time })}>
        {time}
      </time>
    </>
  );
  if (!target) return <section class="stream-spotlight">{body}</section>;
  const href =
    target === 'admin' ? to('group-admin', { group }) : target === 'streaming' ? to('group-streaming', { group }) : to('group-stream', { group });
  return (
    <a class="stream-spotlight stream-spotlight--link" href={href}>
      {body}
    </a>
  );
}
