import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND } from '../../contract/chat';
import { frameBudget } from './frameBudget';

describe('a socket\'s frame budget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const takes = (budget: { take(): boolean }, count: number) => Array.from({ length: count }, () => budget.take());

  test('a burst of CHAT_FRAME_BURST frames passes; the next one does not', () => {
    const budget = frameBudget(CHAT_FRAME_BURST, CHAT_FRAMES_PER_SECOND);
    expect(takes(budget, CHAT_FRAME_BURST).every(Boolean)).toBe(true);
    expect(budget.take()).toBe(false);
  });

  test('frames come back at CHAT_FRAMES_PER_SECOND, never beyond the burst', () => {
    const budget = frameBudget(30, 5);
    takes(budget, 30);
    vi.advanceTimersByTime(199);
    expect(budget.take()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(takes(budget, 6)).toEqual([true, true, true, true, true, false]);
    // A long quiet spell fills the bucket to the burst, no more.
    vi.advanceTimersByTime(3_600_000);
    expect(takes(budget, 31).filter(Boolean)).toHaveLength(30);
  });

  test('a steady client at the refill rate is never refused', () => {
    const budget = frameBudget(2, 5);
    for (let i = 0; i < 100; i += 1) {
      expect(budget.take()).toBe(true);
      vi.advanceTimersByTime(200);
    }
  });
});
