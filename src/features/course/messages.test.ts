import { describe, expect, it } from 'vitest';
import { isPlayable, isVideoLink, playerKind, sortMessages, type MessageLike } from './messages';

const msg = (patch: Partial<MessageLike>): MessageLike => ({
  category: 'PLAIN_TEXT',
  text: '',
  index: 0,
  created_at: '2026-01-01T00:00:00Z',
  attachment: null,
  ...patch,
});

describe('playerKind (§5 playable messages)', () => {
  it('plays audio, video and live playback', () => {
    expect(playerKind(msg({ category: 'PLAIN_AUDIO' }))).toBe('audio');
    expect(playerKind(msg({ category: 'PLAIN_VIDEO' }))).toBe('video');
    expect(playerKind(msg({ category: 'LIVE_PLAYBACK' }))).toBe('video');
  });

  it('plays data only with an audio or video mime type', () => {
    expect(playerKind(msg({ category: 'PLAIN_DATA', attachment: { mime_type: 'audio/mpeg' } }))).toBe('audio');
    expect(playerKind(msg({ category: 'PLAIN_DATA', attachment: { mime_type: 'Video/MP4' } }))).toBe('video');
    expect(playerKind(msg({ category: 'PLAIN_DATA', attachment: { mime_type: 'application/pdf' } }))).toBeNull();
    expect(playerKind(msg({ category: 'PLAIN_DATA', attachment: null }))).toBeNull();
  });

  it('plays text only when it is a video link', () => {
    expect(playerKind(msg({ text: 'https://cdn.test/a/lesson.mp4' }))).toBe('video');
    expect(playerKind(msg({ text: 'https://cdn.test/clip.MOV?sig=1' }))).toBe('video');
    expect(playerKind(msg({ text: 'https://www.youtube.com/watch?v=x' }))).toBe('video');
    expect(playerKind(msg({ text: 'hello there' }))).toBeNull();
    expect(isPlayable(msg({ category: 'PLAIN_IMAGE' }))).toBe(false);
  });

  it('refuses links that are not https, do not end in mp4/mov, or carry other text', () => {
    expect(isVideoLink('http://cdn.test/a.mp4')).toBe(false);
    expect(isVideoLink('https://cdn.test/a.mp4.html')).toBe(false);
    expect(isVideoLink('https://cdn.test/a.mp3')).toBe(false);
    expect(isVideoLink('watch https://cdn.test/a.mp4')).toBe(false);
    expect(isVideoLink('https://notyoutube.com.evil.test/x')).toBe(false);
    expect(isVideoLink(null)).toBe(false);
  });
});

describe('sortMessages (§5 order)', () => {
  it('orders by index, then created_at, without touching the input', () => {
    const input = [
      msg({ text: 'c', index: 2, created_at: '2026-01-01T00:00:00Z' }),
      msg({ text: 'b', index: 1, created_at: '2026-01-03T00:00:00Z' }),
      msg({ text: 'a', index: 1, created_at: '2026-01-02T00:00:00Z' }),
      msg({ text: 'z', index: 0, created_at: '2026-01-09T00:00:00Z' }),
    ];
    expect(sortMessages(input).map((m) => m.text)).toEqual(['z', 'a', 'b', 'c']);
    expect(input.map((m) => m.text)).toEqual(['c', 'b', 'a', 'z']);
  });
});
