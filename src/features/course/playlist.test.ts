// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { playInOrder } from './playlist';

describe('playInOrder', () => {
  it('starts the next player when one ends, and stops doing so once removed', () => {
    const root = document.createElement('div');
    root.innerHTML = '<audio></audio><p>text</p><video></video>';
    const [audio, video] = Array.from(root.querySelectorAll('audio, video')) as HTMLMediaElement[];
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    const stop = playInOrder(root);
    audio.dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(1);
    // The last one ending starts nothing.
    video.dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(1);
    stop();
    audio.dispatchEvent(new Event('ended'));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
