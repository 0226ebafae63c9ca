import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { StreamPlayer } from './StreamPlayer';

// A playlist the player cannot play (opened before the lecturer's push began: nginx has written
// none yet) is said, with Retry, which asks the page for the URLs anew.
const attached: string[] = [];
vi.mock('../hlsPlayer', () => ({
  attachHls: (_video: HTMLVideoElement, src: string, onFatal: () => void) => {
    attached.push(src);
    onFatal();
    return Promise.resolve({ how: 'hls', detach: () => {} });
  },
}));

describe('StreamPlayer', () => {
  beforeAll(() => withTexts('stream', 'common'));
  afterEach(cleanup);

  it('says a stream that cannot be played, and Retry asks for it anew', async () => {
    const onRetry = vi.fn();
    render(<StreamPlayer src="/hls/stream-1.m3u8" onRetry={onRetry} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The stream could not be played.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(attached).toEqual(['/hls/stream-1.m3u8']);
  });

  it('is live: a LIVE mark, no native controls (no seek bar), and its own play/pause, mute and full screen', async () => {
    render(<StreamPlayer src="/hls/stream-1.m3u8" />);
    const video = screen.getByLabelText('Live stream') as HTMLVideoElement;
    expect(video.hasAttribute('controls')).toBe(false);
    expect(screen.getByText('LIVE')).toBeTruthy();
    // Muted to start (autoplay needs it); a tap unmutes, another mutes again.
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    // Paused (jsdom plays nothing): the button offers Play, which asks the video to play.
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    fireEvent(video, new Event('pause'));
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    const full = vi.fn(() => Promise.resolve());
    (video.parentElement as HTMLElement).requestFullscreen = full;
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(full).toHaveBeenCalledTimes(1);
  });

  it('without a way to try again it only says so', async () => {
    render(<StreamPlayer src="/hls/stream-1.m3u8" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
