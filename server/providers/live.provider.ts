import type { StreamUrls } from '../../contract/stream';

// The live-video service: where a lecturer pushes (RTMP) and where members play (HLS). The push
// key and its signature are ours (stream.service.ts); the service asks us to authorise each publish
// (POST /api/live/publish: live.routes.ts) and writes the HLS under the key it was published with.

/** A stream as the service knows it: ours, its group's, and the key its accepted publish came with (null: none yet). */
export type LiveStream = { stream_id: string; group_id: string; publish_key: string | null };

/** A push the server signs: for the group's stream, our key, valid until `expires` (unix seconds), our query (expires, sign). */
export type LivePush = { group: string; key: string; expires: number; query: string };

export interface LiveProvider {
  /** The RTMP address a lecturer pushes to. */
  pushUrl(push: LivePush): string;
  /** The HLS playlists of this stream, one per quality. */
  playUrls(stream: LiveStream): Omit<StreamUrls, 'stream_id'>;
  /** Ends the publish under this key (the stream stopped); the service may have ended it already. */
  endPublish(key: string): Promise<void>;
}
