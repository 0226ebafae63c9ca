// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { HLS_MIME, attachHls, playsHlsNatively } from './hlsPlayer';

/** A video element whose browser answers canPlayType for HLS with `answer`. */
function video(answer: '' | 'maybe' | 'probably'): HTMLVideoElement {
  const element = document.createElement('video');
  element.canPlayType = (type: string) => (type === HLS_MIME ? answer : '');
  return element;
}

describe('playsHlsNatively', () => {
  it('hands the playlist to Apple\'s players: Safari, with ManagedMediaSource, and iOS webviews, with no MediaSource', () => {
    expect(playsHlsNatively(video('maybe'), { MediaSource: {}, ManagedMediaSource: {} })).toBe(true);
    expect(playsHlsNatively(video('probably'), {})).toBe(true);
  });

  it('leaves it to hls.js wherever MediaSource is, Chrome\'s "maybe" included', () => {
    expect(playsHlsNatively(video('maybe'), { MediaSource: {} })).toBe(false);
    expect(playsHlsNatively(video(''), { MediaSource: {} })).toBe(false);
    expect(playsHlsNatively(video(''), {})).toBe(false);
  });
});

describe('attachHls in a native player', () => {
  // jsdom has no MediaSource: a video that can play HLS plays it natively here.
  it('plays the playlist in the element, reports its error as fatal, and lets go of both when detached', async () => {
    const element = video('maybe');
    const onFatal = vi.fn();
    const attached = await attachHls(element, 'https://live.example/hls/demo-0a1b2c3d.m3u8', onFatal);
    expect(attached.how).toBe('native');
    expect(element.getAttribute('src')).toBe('https://live.example/hls/demo-0a1b2c3d.m3u8');
    element.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenCalledTimes(1);

    attached.detach();
    expect(element.hasAttribute('src')).toBe(false);
    element.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenCalledTimes(1);
  });
});
