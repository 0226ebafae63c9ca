import type { StreamUrls } from '../../contract/stream';

// The live-video service: where a lecturer pushes (RTMP) and where members play (HLS). The push
// key and its signature are ours (stream.service.ts); the service asks us to authorise each publish
// (POST /api/live/publish: live.routes.ts) and writes the HLS under the key it was published with.

/** A stream as the service knows it: ours, and the key its accepted publish came with (null: none yet). */
export type LiveStream = { stream_id: string; publish_key: string | null };

export interface LiveProvider {
  /** The RTMP address a push with this key and query goes to. */
  pushUrl(key: string, query: string): string;
  /** The HLS playlists of this stream, one per quality. */
  playUrls(stream: LiveStream): Omit<StreamUrls, 'stream_id'>;
  /** Ends the publish under this key (the stream stopped); the service may have ended it already. */
  endPublish(key: string): Promise<void>;
}
