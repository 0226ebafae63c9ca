import { groupResource } from '../../lib/resource';
import { fetchStreamInfo, fetchStreamPreviews } from './api';

/** The group's current (or last) stream; null when it never streamed. Shared by the spotlight and the page. */
export const streamInfo = groupResource(fetchStreamInfo);

/** §4 streaming previews: the same for everyone, so kept when the person logs out. Listed by the stream page and the group home. */
export const streamPreviews = groupResource(fetchStreamPreviews, { keepOnLogout: true });

// What the viewer may do (viewer_paid, viewer_can_watch) belongs to the logged-out person.

/**
 * Follows the group's live state (mode, lecture and stream clock) over the group's socket while the
 * home shows (issue 12 point 8). The follower is its own small chunk, fetched after the home has
 * painted; if it cannot be fetched the spotlight still refreshes on each visit and on return to the
 * tab. Returns the function that stops following.
 */
export function followGroupLive(group: string): () => void {
  let stop: (() => void) | null = null;
  let gone = false;
  import('./follow').then(
    (follow) => {
      if (!gone) stop = follow.followGroupLiveNow(group);
    },
    () => {},
  );
  return () => {
    gone = true;
    if (stop) stop();
    stop = null;
  };
}
