import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { ErrorCode } from '../../../contract/errors';
import { ORDER_POLL_MS, watchOrderState, type OrderWatchEvent } from './model';
import type { OrderState } from '../../../contract/order';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read that answers from a script, one answer per poll. */
function scripted(answers: (OrderState | Error)[]) {
  const read = vi.fn(() => {
    const next = answers.shift();
    if (next === undefined) return Promise.resolve<OrderState>('NOT_PAID');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return read;
}

describe('watchOrderState', () => {
  it('polls every 3000 ms while NOT_PAID or MARKED_PAID, and stops at PAID', async () => {
    expect(ORDER_POLL_MS).toBe(3000);
    const read = scripted(['NOT_PAID', 'MARKED_PAID', 'PAID']);
    const events: OrderWatchEvent[] = [];
    watchOrderState(read, (e) => events.push(e));

    await vi.advanceTimersByTimeAsync(2999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(events).toEqual([{ state: 'NOT_PAID' }, { state: 'MARKED_PAID' }, { state: 'PAID' }]);

    await vi.advanceTimersByTimeAsync(30000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops at any other state: a failed payment', async () => {
    const read = scripted(['EXPIRED']);
    const events: OrderWatchEvent[] = [];
    watchOrderState(read, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(9000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ state: 'EXPIRED' }]);
  });

  it('keeps polling through network errors and server hiccups', async () => {
    const read = scripted([
      new ApiError(ErrorCode.networkError, 'No answer from the server. Check your connection and try again.'),
      new ApiError(500, 'internal error', 500),
      'PAID',
    ]);
    const events: OrderWatchEvent[] = [];
    watchOrderState(read, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(9000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(events).toEqual([{ state: 'PAID' }]);
  });

  it('stops and reports a refusal that asking again will not change', async () => {
    const refusal = new ApiError(100403, 'order not owner', 403);
    const read = scripted([refusal]);
    const events: OrderWatchEvent[] = [];
    watchOrderState(read, (e) => events.push(e));
    await vi.advanceTimersByTimeAsync(12000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ error: refusal }]);
  });

  it('reports nothing after stop, even an answer already on its way', async () => {
    let answer: (s: OrderState) => void = () => {};
    const read = vi.fn(() => new Promise<OrderState>((resolve) => (answer = resolve)));
    const onEvent = vi.fn();
    const stop = watchOrderState(read, onEvent);
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    answer('PAID');
    await vi.advanceTimersByTimeAsync(6000);
    expect(onEvent).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
