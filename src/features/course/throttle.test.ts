import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPositionSaver, SAVE_EVERY_MS } from './throttle';

describe('createPositionSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves at most once every ten seconds while playing, the latest position each time', () => {
    const saved: number[] = [];
    const saver = createPositionSaver<number>((at) => saved.push(at));
    saver.tick(0.25);
    expect(saved).toEqual([0.25]);
    // Four reports a second for nine seconds: none saved meanwhile.
    for (let i = 1; i < 36; i += 1) {
      vi.advanceTimersByTime(250);
      saver.tick(0.25 + i * 0.25);
    }
    expect(saved).toEqual([0.25]);
    vi.advanceTimersByTime(SAVE_EVERY_MS - 35 * 250);
    expect(saved).toEqual([0.25, 9]);
    // Nothing new since: nothing more.
    vi.advanceTimersByTime(3 * SAVE_EVERY_MS);
    expect(saved).toEqual([0.25, 9]);
  });

  it('saves at once on flush, dropping what waited, and the next tick waits ten seconds from then', () => {
    const saved: number[] = [];
    const saver = createPositionSaver<number>((at) => saved.push(at));
    saver.tick(1);
    vi.advanceTimersByTime(2000);
    saver.tick(3);
    saver.flush(3.5);
    expect(saved).toEqual([1, 3.5]);
    vi.advanceTimersByTime(SAVE_EVERY_MS);
    expect(saved).toEqual([1, 3.5]);
    saver.tick(14);
    expect(saved).toEqual([1, 3.5, 14]);
  });

  it('cancel drops what waited', () => {
    const saved: number[] = [];
    const saver = createPositionSaver<number>((at) => saved.push(at));
    saver.tick(1);
    saver.tick(2);
    saver.cancel();
    vi.advanceTimersByTime(2 * SAVE_EVERY_MS);
    expect(saved).toEqual([1]);
  });
});
