import { callApi } from '../../lib/call';
import { streamCalls } from '../../../contract/api/stream';
import type { StreamStartRequest } from '../../../contract/stream';

// §7 Stream, as contract/api/stream.ts declares it.

export function fetchStreamInfo(group: string) {
  return callApi(group, streamCalls.info, {}, { silent: true });
}

/** The page shows its own notice when watching is refused, so no toast. */
export function fetchStreamUrls(group: string) {
  return callApi(group, streamCalls.urls, {}, { silent: true });
}

export function fetchStreamPreviews(group: string) {
  return callApi(group, streamCalls.previews, {}, { silent: true });
}

export function fetchStreamPublishUrl(group: string) {
  return callApi(group, streamCalls.publishUrl, {});
}

export function startStream(group: string, body: StreamStartRequest) {
  return callApi(group, streamCalls.start, { body });
}

export function stopStream(group: string) {
  return callApi(group, streamCalls.stop, {});
}

export function notifyStream(group: string) {
  return callApi(group, streamCalls.notify, {});
}
