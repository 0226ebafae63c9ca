// The live stream's page (§2 stream, streaming): its playlists, previews and the
// lecturer's tools. Apart from model.ts, which the group home loads for the spotlight.
import { keyedResource } from '../../lib/resource';
import { groupSocket } from '../../lib/groupSocket';
import { isLoggedIn } from '../../lib/session';
import { groupSettings } from '../group';
import { fetchStreamPublishUrl, fetchStreamUrls, notifyStream, startStream, stopStream } from './api';
import { followGroupLive, streamInfo } from './model';
import type { StreamInfo, StreamNotifyResult, StreamPublishUrl, StreamStartRequest } from '../../../contract/stream';

/**
 * The playlists of the live stream, kept by its stream_id: a new stream has new ones. The server
 * answers for the stream that is live, so the key only tells one stream's URLs from the next one's.
 */
export const streamUrls = keyedResource((group: string) => fetchStreamUrls(group));

// The previews live with the spotlight's model: the group home lists them too.
export { streamPreviews } from './model';

/**
 * A new push URL for the streaming software (§9: valid 5 minutes); each call issues another.
 * Resolves null when it was refused (the request already told the person why).
 */
export async function issueStreamPublishUrl(group: string): Promise<StreamPublishUrl | null> {
  try {
    return await fetchStreamPublishUrl(group);
  } catch {
    return null;
  }
}

/**
 * The stream's answer replaces the group's stream info; the group's settings are read again,
 * since starting and stopping move the clock the spotlight shows (lecturing_or_streaming_started_at).
 */
function streamChanged(group: string, info: StreamInfo): StreamInfo {
  streamInfo.put(group, info);
  groupSettings.refresh(group);
  return info;
}

/**
 * Starts a new stream (§4: a stopped one is never resumed; a charged restart is a new product).
 * Resolves with its info, or null when it was refused (the request already told the person why).
 */
export async function startGroupStream(group: string, body: StreamStartRequest): Promise<StreamInfo | null> {
  try {
    return streamChanged(group, await startStream(group, body));
  } catch {
    return null;
  }
}

/** Stops the live stream. Resolves with the stopped stream's info, or null when it was refused. */
export async function stopGroupStream(group: string): Promise<StreamInfo | null> {
  try {
    return streamChanged(group, await stopStream(group));
  } catch {
    return null;
  }
}

/**
 * Tells the members the stream is on. Resolves with how many were told, or null when it was
 * refused; the stream's info is read again, as after every tool.
 */
export async function notifyGroupStream(group: string): Promise<StreamNotifyResult | null> {
  try {
    const result = await notifyStream(group);
    streamInfo.refresh(group);
    groupSettings.refresh(group);
    return result;
  } catch {
    return null;
  }
}

/** The spec's polling interval (§9: 3000 ms), for a stream's state while the group's socket cannot tell. */
export const STREAM_STATE_POLL_MS = 3000;

/**
 * While a live stream shows (issue 26 point 7): its stop noticed within seconds. The group's socket (a
 * signed-in member's; the chat's one) pushes a `state` frame when the stream stops, and the follower reads
 * the stream's info again at once; whenever that socket is not connected (a guest, a non-member, a dropped
 * network) the info is read every STREAM_STATE_POLL_MS instead. Returns the function that stops.
 */
export function watchStreamEnd(group: string): () => void {
  const unfollow = isLoggedIn(group) ? followGroupLive(group) : null;
  const timer = setInterval(() => {
    if (!isLoggedIn(group) || groupSocket(group).state.value !== 'connected') streamInfo.refresh(group);
  }, STREAM_STATE_POLL_MS);
  return () => {
    clearInterval(timer);
    if (unfollow) unfollow();
  };
}
