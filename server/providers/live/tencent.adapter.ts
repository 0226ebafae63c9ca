import { createHash } from 'node:crypto';
import type { LiveProvider, LivePush, LiveStream } from '../live.provider';

// Live video on Tencent Cloud's CSS (云直播), per its published URL-signing rule ("推流防盗链" and
// "播放鉴权", https://cloud.tencent.com/document/product/267/32735): a URL carries
//   txTime   = the expiry, unix seconds in hexadecimal (capital letters, as Tencent's own example)
//   txSecret = md5(<key> + <StreamName> + <txTime>), hex
// with the push domain's key for pushes and the play domain's key for playback (optional). Tencent
// checks the push itself, so there is no publish callback: the stream name is the group's id (a
// group has one living stream at a time), and the push expires with our URL (5 minutes). Ending a
// publish needs Tencent's signed API (DropLiveStream), not wired: the lecturer's push ends when they stop.

export type TencentLiveConfig = {
  pushDomain: string;
  playDomain: string;
  /** The CSS application name, `live` by default. */
  app: string;
  pushKey: string;
  /** The play domain's auth key; '' when playback is not signed. */
  playKey: string;
  /** How long a play URL stays valid (seconds). */
  playValidSeconds: number;
  clock: () => number;
};

/** Tencent's signature of a stream name until `expires` (unix seconds): { txSecret, txTime }. */
export function tencentSignature(key: string, streamName: string, expires: number): { txSecret: string; txTime: string } {
  const txTime = expires.toString(16).toUpperCase();
  return { txSecret: createHash('md5').update(`${key}${streamName}${txTime}`).digest('hex'), txTime };
}

export function tencentLiveAdapter(config: TencentLiveConfig): LiveProvider {
  const name = (groupId: string) => encodeURIComponent(groupId);
  return {
    pushUrl(push: LivePush) {
      const { txSecret, txTime } = tencentSignature(config.pushKey, push.group, push.expires);
      return `rtmp://${config.pushDomain}/${config.app}/${name(push.group)}?txSecret=${txSecret}&txTime=${txTime}`;
    },
    playUrls(stream: LiveStream) {
      let hls = `https://${config.playDomain}/${config.app}/${name(stream.group_id)}.m3u8`;
      if (config.playKey) {
        const expires = Math.floor(config.clock() / 1000) + config.playValidSeconds;
        const { txSecret, txTime } = tencentSignature(config.playKey, stream.group_id, expires);
        hls += `?txSecret=${txSecret}&txTime=${txTime}`;
      }
      return { hls, qualities: [{ quality: 'HD' as const, url: hls }] };
    },
    async endPublish() {},
  };
}
