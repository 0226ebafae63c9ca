import type { StreamUrls } from '../../contract/stream';

// The live-video service: where a lecturer pushes (RTMP) and where members play (HLS). The push
// key and its signature are ours (stream.service.ts); the service asks us to authorise a publish.

export interface LiveProvider {
  /** The RTMP address a push with this key and query goes to. */
  pushUrl(key: string, query: string): string;
  /** The HLS playlists of this stream, one per quality. */
  playUrls(streamId: string): Omit<StreamUrls, 'stream_id'>;
}
