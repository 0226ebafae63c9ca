import { apiErrors } from '../../lib/errors';
import type { LiveProvider, LiveStream } from '../live.provider';

// Live video self-hosted on nginx with the RTMP module (issue 23 point 4; its configuration:
// nginx-rtmp.conf beside this file). The lecturer pushes to LIVE_RTMP_BASE/<key>?expires=&sign=;
// nginx asks the server to authorise the publish (on_publish → POST /api/live/publish) and writes
// HLS as <key>.m3u8, served under LIVE_HLS_BASE; the server drops the publisher when the stream
// stops (rtmp_control at LIVE_CONTROL_URL). nginx-rtmp writes one rendition, the source, offered as HD.

export type NginxLiveConfig = {
  /** rtmp://host[:port]/<application> */
  rtmpBase: string;
  /** Where the HLS folder is served: https://host/hls */
  hlsBase: string;
  /** The rtmp_control location (http://127.0.0.1:8081/control); '' none: stopping leaves the publish to end on its own. */
  controlUrl: string;
  timeoutMs?: number;
};

export function nginxLiveAdapter(config: NginxLiveConfig): LiveProvider {
  const application = config.rtmpBase.slice(config.rtmpBase.lastIndexOf('/') + 1);
  return {
    pushUrl: (push) => `${config.rtmpBase}/${encodeURIComponent(push.key)}?${push.query}`,
    playUrls(stream: LiveStream) {
      const hls = `${config.hlsBase}/${encodeURIComponent(stream.publish_key ?? stream.stream_id)}.m3u8`;
      return { hls, qualities: [{ quality: 'HD' as const, url: hls }] };
    },
    async endPublish(key: string) {
      if (!config.controlUrl) return;
      const query = new URLSearchParams({ app: application, name: key });
      let res: Response;
      try {
        res = await fetch(`${config.controlUrl}/drop/publisher?${query}`, { signal: AbortSignal.timeout(config.timeoutMs ?? 5000) });
      } catch {
        throw apiErrors.unavailable('the live-video service did not answer');
      }
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw apiErrors.unavailable(`the live-video service refused to end the publish: HTTP ${res.status}`);
    },
  };
}
