// The live stream's calls (spec §4, §6, §7 Stream). Its info and previews are public (the spotlight,
// the stream page); its URLs and messages need the §6 viewing rights, checked per stream (login,
// membership unless public, payment when charged); starting, stopping, notifying and keeping the
// preview schedule need admin authority. The media server's own callbacks are not the group's API
// (server/routes/stream/live.routes.ts).
import { optional, type } from '../struct';
import { DATE_TIME_MAX_LENGTH, boundedString, queryInteger } from '../bounds';
import {
  StreamInfo, StreamInfoOrNull, StreamMessage, StreamMessageCreate, StreamMessagePage, StreamNotifyResult, StreamPreview,
  StreamPreviewList, StreamPublishUrl, StreamStartRequest, StreamUrls,
} from '../stream';
import { StreamPreviewCreate, StreamPreviewRemoved } from '../streamPreview';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const StreamMessagesQuery = type({
  limit: optional(queryInteger(1, 100)),
  /** A message's created_at: the page ends before it. */
  before: optional(boundedString(DATE_TIME_MAX_LENGTH)),
});

export const streamCalls = {
  info: call({ method: 'GET', path: '/stream/info', access: 'guest', summary: "The group's latest stream as the caller sees it, or null when it never streamed", response: StreamInfoOrNull }),
  previews: call({ method: 'GET', path: '/stream/previews', access: 'guest', summary: 'The announced streams still to come, by time; one whose time has come shows as living while a stream is on', response: StreamPreviewList }),
  addPreview: call({ method: 'POST', path: '/stream/previews', access: 'admin', summary: 'Announces a stream for a time; answers the new preview, pending', body: StreamPreviewCreate, response: StreamPreview }),
  removePreview: call({ method: 'DELETE', path: '/stream/previews/:id', access: 'admin', summary: 'Takes an announced stream off the schedule; answers its id', response: StreamPreviewRemoved }),
  urls: call({ method: 'GET', path: '/stream/urls', access: 'user', groupIdHeader: true, summary: "The living stream's HLS playlists, for a caller who may watch it; 404 when none lives", response: StreamUrls }),
  publishUrl: call({ method: 'GET', path: '/stream/publish_url', access: 'admin', summary: 'The push URL for the streaming software, valid five minutes', response: StreamPublishUrl }),
  start: call({ method: 'POST', path: '/stream/start', access: 'admin', summary: 'Starts a new stream (title, public, price); refused in lecture mode and while one lives', body: StreamStartRequest, response: StreamInfo }),
  stop: call({ method: 'POST', path: '/stream/stop', access: 'admin', summary: 'Stops the living stream for good; answers it stopped', response: StreamInfo }),
  notify: call({ method: 'POST', path: '/stream/notify', access: 'admin', summary: 'Marks the living stream announced; answers how many members are to be told', response: StreamNotifyResult }),
  messages: call({ method: 'GET', path: '/stream/messages', access: 'user', summary: "The living stream's chat, newest first, paged by before (a created_at)", query: StreamMessagesQuery, response: StreamMessagePage }),
  createMessage: call({ method: 'POST', path: '/stream/messages/create', access: 'user', summary: "Sends a message (1–500 characters) to the living stream's chat, by the chat's rules; a client_id sent again answers the first", body: StreamMessageCreate, response: StreamMessage }),
};
