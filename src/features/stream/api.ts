import { groupApi } from '../../lib/http';
import {
  StreamInfo, StreamInfoOrNull, StreamNotifyResult, StreamPreviewList,
  StreamPublishUrl, StreamUrls, type StreamStartRequest,
} from '../../../contract/stream';

// §7 Stream. Paths are relative to /api/groups/{group}.

export function fetchStreamInfo(group: string) {
  return groupApi(group).get('/stream/info', StreamInfoOrNull, { silent: true });
}

/** The page shows its own notice when watching is refused, so no toast. */
export function fetchStreamUrls(group: string) {
  return groupApi(group).get('/stream/urls', StreamUrls, { groupIdHeader: true, silent: true });
}

export function fetchStreamPreviews(group: string) {
  return groupApi(group).get('/stream/previews', StreamPreviewList, { silent: true });
}

export function fetchStreamPublishUrl(group: string) {
  return groupApi(group).get('/stream/publish_url', StreamPublishUrl);
}

export function startStream(group: string, body: StreamStartRequest) {
  return groupApi(group).post('/stream/start', body, StreamInfo);
}

export function stopStream(group: string) {
  return groupApi(group).post('/stream/stop', {}, StreamInfo);
}

export function notifyStream(group: string) {
  return groupApi(group).post('/stream/notify', {}, StreamNotifyResult);
}
