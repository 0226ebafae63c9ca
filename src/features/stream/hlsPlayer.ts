/** The MIME type a browser with native HLS (Safari, iOS webviews) says it can play. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type HlsAttachResult = 'native' | 'hls.js' | 'unsupported';

export interface HlsAttachment {
  how: HlsAttachResult;
  /** Stops loading and frees the player. */
  detach: () => void;
}

/**
 * Whether to hand the playlist to the browser's own player: only Apple's, which native HLS is made
 * for: Safari (which also has ManagedMediaSource) and iOS webviews (no MediaSource at all). Chrome
 * answers canPlayType "maybe" as well, but its own player fails live playlists hls.js plays, such as
 * nginx-rtmp's (e2e/live.standins.spec.ts; hls.js's README, video-dev/hls.js#7827): wherever there
 * is MediaSource, hls.js plays.
 */
export function playsHlsNatively(video: HTMLVideoElement, win: object = window): boolean {
  return !!video.canPlayType(HLS_MIME) && ('ManagedMediaSource' in win || !('MediaSource' in win));
}

/**
 * Plays an HLS playlist in `video`: natively in Apple's browsers (playsHlsNatively),
 * else with hls.js, which is fetched here (its own lazy chunk) and nowhere else.
 * `onFatal` reports an error the player cannot recover from.
 */
export async function attachHls(video: HTMLVideoElement, src: string, onFatal: () => void): Promise<HlsAttachment> {
  if (playsHlsNatively(video)) {
    video.addEventListener('error', onFatal);
    video.src = src;
    return {
      how: 'native',
      detach: () => {
        video.removeEventListener('error', onFatal);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const mod = await import('hls.js/light');
  const Hls = mod.default;
  if (!Hls.isSupported()) return { how: 'unsupported', detach: () => {} };
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return { how: 'hls.js', detach: () => hls.destroy() };
}
