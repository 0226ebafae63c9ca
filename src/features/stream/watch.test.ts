import { describe, expect, it } from 'vitest';
import type { StreamInfo } from '../../../contract/stream';
import { streamWatchGate } from './watch';

const info = (over: Partial<StreamInfo> = {}): StreamInfo => ({
  stream_id: 's1', title: 'Live', state: 'living', disabled: false, public: false, paid: false,
  product_id: null, price: null, started_at: '2026-01-01T00:00:00Z', stopped_at: null,
  viewer_can_watch: false, viewer_paid: false, ...over,
});
const member = { role: 'user' as const, state: 'paid' as const, expired_at: null };
const outsider = { role: 'user' as const, state: 'pending' as const, expired_at: null };

describe('streamWatchGate (§6 stream viewing)', () => {
  it('is off without a live stream', () => {
    expect(streamWatchGate(null, true, member)).toBe('off');
    expect(streamWatchGate(info({ disabled: true, state: 'stopped' }), true, member)).toBe('off');
  });
  it('asks a guest to log in first', () => {
    expect(streamWatchGate(info({ public: true }), false, null)).toBe('login');
  });
  it('lets through whoever the server lets watch', () => {
    expect(streamWatchGate(info({ viewer_can_watch: true }), true, member)).toBe('watch');
  });
  it('asks a non-member to join a members-only stream, even a paid one', () => {
    expect(streamWatchGate(info(), true, outsider)).toBe('join');
    expect(streamWatchGate(info({ paid: true, product_id: 'p' }), true, outsider)).toBe('join');
  });
  it('asks for payment of a paid stream not yet paid', () => {
    expect(streamWatchGate(info({ paid: true, product_id: 'p' }), true, member)).toBe('pay');
    expect(streamWatchGate(info({ paid: true, public: true, product_id: 'p' }), true, outsider)).toBe('pay');
  });
});
