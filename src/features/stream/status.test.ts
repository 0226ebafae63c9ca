import { describe, expect, it } from 'vitest';
import { elapsedSeconds, groupStatus, spotlightTarget, spotlightVisible } from './status';

const at = '2026-01-01T10:00:00Z';
const settings = (started: string | null, mode: 'free' | 'lecture' | 'mute' | 'streaming') => ({
  lecturing_or_streaming_started_at: started,
  'group-mode': mode,
});

describe('groupStatus (§4)', () => {
  it('is streaming once started with an enabled stream, whatever the mode', () => {
    expect(groupStatus({ settings: settings(at, 'streaming'), stream: { disabled: false } })).toBe('streaming');
    expect(groupStatus({ settings: settings(at, 'lecture'), stream: { disabled: false } })).toBe('streaming');
  });
  it('is lecturing once started in lecture mode without an enabled stream', () => {
    expect(groupStatus({ settings: settings(at, 'lecture'), stream: null })).toBe('lecturing');
    expect(groupStatus({ settings: settings(at, 'lecture'), stream: { disabled: true } })).toBe('lecturing');
  });
  it('is chat once started in another mode without an enabled stream', () => {
    expect(groupStatus({ settings: settings(at, 'mute'), stream: { disabled: true } })).toBe('chat');
    expect(groupStatus({ settings: settings(at, 'free'), stream: null })).toBe('chat');
  });
  it('is mute or chat when nothing started, even with a stream', () => {
    expect(groupStatus({ settings: settings(null, 'mute'), stream: { disabled: false } })).toBe('mute');
    expect(groupStatus({ settings: settings(null, 'lecture'), stream: { disabled: false } })).toBe('chat');
    expect(groupStatus({ settings: settings(null, 'free'), stream: null })).toBe('chat');
  });
});

describe('spotlight rules', () => {
  it('shows only for lecturing and streaming', () => {
    expect(spotlightVisible('streaming')).toBe(true);
    expect(spotlightVisible('lecturing')).toBe(true);
    expect(spotlightVisible('mute')).toBe(false);
    expect(spotlightVisible('chat')).toBe(false);
  });
  it('sends the owner and admins to the admin portal, plain lecturers to the stream tools (the portal would refuse them), members to the live stream while streaming, else nowhere', () => {
    expect(spotlightTarget('streaming', 'lecturer')).toBe('stream-tools');
    expect(spotlightTarget('lecturing', 'lecturer')).toBe('stream-tools');
    expect(spotlightTarget('lecturing', 'admin')).toBe('admin');
    expect(spotlightTarget('streaming', 'owner')).toBe('admin');
    expect(spotlightTarget('streaming', 'user')).toBe('streaming');
    expect(spotlightTarget('streaming', null)).toBe('streaming');
    expect(spotlightTarget('lecturing', 'user')).toBeNull();
    expect(spotlightTarget('chat', 'lecturer')).toBeNull();
  });
});

describe('elapsedSeconds', () => {
  it('counts whole seconds since the start, never negative', () => {
    const start = Date.parse(at);
    expect(elapsedSeconds(at, start + 3_661_999)).toBe(3661);
    expect(elapsedSeconds(at, start - 5000)).toBe(0);
    expect(elapsedSeconds(null, start)).toBe(0);
    expect(elapsedSeconds('not a date', start)).toBe(0);
  });
});
