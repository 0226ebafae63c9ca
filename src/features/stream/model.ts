import { groupResource } from '../../lib/resource';
import { fetchStreamInfo, fetchStreamPreviews } from './api';

/** The group's current (or last) stream; null when it never streamed. Shared by the spotlight and the page. */
export const streamInfo = groupResource(fetchStreamInfo);

/** §4 streaming previews: the same for everyone, so kept when the person logs out. Listed by the stream page and the group home. */
export const streamPreviews = groupResource(fetchStreamPreviews, { keepOnLogout: true });

// What the viewer may do (viewer_paid, viewer_can_watch) belongs to the logged-out person.
