import { hasAdminAuthority, hasLecturerAuthority, type Role } from '../account';
import type { GroupSettings } from '../group';

/** §4 "Group status for welcome sheet/spotlight". */
export type GroupStatus = 'streaming' | 'lecturing' | 'mute' | 'chat';

export interface GroupStatusInput {
  settings: Pick<GroupSettings, 'lecturing_or_streaming_started_at' | 'group-mode'>;
  /** The group's stream, when one exists (null: no stream, or not known). */
  stream: { disabled: boolean } | null;
}

/**
 * Once something has started: streaming when there is an enabled stream,
 * lecturing in lecture mode, else chat. Nothing started: mute in mute mode,
 * else chat.
 */
export function groupStatus({ settings, stream }: GroupStatusInput): GroupStatus {
  const mode = settings['group-mode'];
  if (settings.lecturing_or_streaming_started_at) {
    if (stream && !stream.disabled) return 'streaming';
    if (mode === 'lecture') return 'lecturing';
    return 'chat';
  }
  return mode === 'mute' ? 'mute' : 'chat';
}

/** §4: the spotlight shows only while lecturing or streaming. */
export function spotlightVisible(status: GroupStatus): boolean {
  return status === 'streaming' || status === 'lecturing';
}


/**
 * Where a click on the spotlight leads (§2). The spec sends lecturers to group-admin, but the
 * admin portal admits only the owner and admins (§6): a plain lecturer would be refused there.
 * So the owner and admins go to the portal ('admin'), as the spec says; lecturers who are not
 * admins go to the stream page ('stream-tools'), whose tools are the part of the portal that
 * concerns a stream and which they may use. Others go to the live stream while streaming, else
 * nowhere.
 */
export type SpotlightTarget = 'admin' | 'stream-tools' | 'streaming' | null;

export function spotlightTarget(status: GroupStatus, role: Role | null | undefined): SpotlightTarget {
  if (!spotlightVisible(status)) return null;
  if (hasAdminAuthority(role)) return 'admin';
  if (hasLecturerAuthority(role)) return 'stream-tools';
  return status === 'streaming' ? 'streaming' : null;
}

/** Whole seconds since `startedAt` (ISO string) at `nowMs`; 0 before the start or for a bad date. */
export function elapsedSeconds(startedAt: string | null, nowMs: number): number {
  if (!startedAt) return 0;
  const start = Date.parse(startedAt);
  if (isNaN(start) || nowMs <= start) return 0;
  return Math.floor((nowMs - start) / 1000);
}
