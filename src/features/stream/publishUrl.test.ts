import { describe, expect, it } from 'vitest';
import { publishSecondsLeft, splitPublishUrl, streamPriceProblem } from './publishUrl';

describe('splitPublishUrl: the server and the stream key, as streaming software asks for them', () => {
  it('splits off the last path segment with its signed query as the key', () => {
    expect(splitPublishUrl('rtmp://live.sandbox.local/live/demo-1a2b3c4d?expires=1700000300&sign=abc')).toEqual({
      server: 'rtmp://live.sandbox.local/live', key: 'demo-1a2b3c4d?expires=1700000300&sign=abc',
    });
    expect(splitPublishUrl('rtmps://push.test/key1')).toEqual({ server: 'rtmps://push.test', key: 'key1' });
  });

  it('gives nothing for a URL without a key to split off', () => {
    for (const url of ['rtmp://push.test', 'rtmp://push.test/', 'rtmp://push.test/live/', 'push.test/live/key', '']) {
      expect(splitPublishUrl(url)).toBeNull();
    }
  });
});

describe('publishSecondsLeft', () => {
  it('counts down to the expiry, whole seconds rounded up, 0 after it or when unreadable', () => {
    const end = '2026-01-01T10:05:00Z';
    expect(publishSecondsLeft(end, Date.parse('2026-01-01T10:00:00Z'))).toBe(300);
    expect(publishSecondsLeft(end, Date.parse('2026-01-01T10:04:59.500Z'))).toBe(1);
    expect(publishSecondsLeft(end, Date.parse(end))).toBe(0);
    expect(publishSecondsLeft('soon', 0)).toBe(0);
  });
});

describe('streamPriceProblem (a price typed in yuan; issue 22)', () => {
  it('takes a plain decimal above 0 with at most 2 decimals, up to ¥100,000,000', () => {
    for (const ok of ['9.9', '12', '0.01', '100000000']) expect(streamPriceProblem(ok)).toBeNull();
    for (const bad of ['0', '0.00', '9.999', '+1', '.5', '5.', '09', '1e3', ' 1', 'abc']) expect(streamPriceProblem(bad)).toBe('invalid');
    for (const big of ['100000000.01', '99999999999999999999999999999999999999']) expect(streamPriceProblem(big)).toBe('too_large');
  });
});
