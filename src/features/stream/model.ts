import { groupResource } from '../../lib/resource';
import { fetchStreamInfo } from './api';

/** The group's current (or last) stream; null when it never streamed. Shared by the spotlight and the page. */
export const streamInfo = groupResource(fetchStreamInfo);

// What the viewer may do (viewer_paid, viewer_can_watch) belongs to the logged-out person.
