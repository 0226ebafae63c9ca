/** The MIME type a browser with native HLS (Safari, iOS webviews) says it can play. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type HlsAttachResult = 'native' | 'hls.js' | 'unsupported';

export interface HlsAttachment {
  how: HlsAttachResult;
  /** Stops loading and frees the player. */
  detach: () => void;
}

/**
 * Plays an HLS playlist in `video`: natively where the browser has HLS,
 * else with hls.js, which is fetched here (its own lazy chunk) and nowhere else.
 * `onFatal` reports an error the player cannot recover from.
 */
export async function attachHls(video: HTMLVideoElement, src: string, onFatal: () => void): Promise<HlsAttachment> {
  if (video.canPlayType(HLS_MIME)) {
    video.src = src;
    return {
      how: 'native',
      detach: () => {
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
