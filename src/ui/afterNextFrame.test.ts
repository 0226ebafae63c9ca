import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './afterNextFrame';

describe('afterNextFrame', () => {
  const frames: FrameRequestCallback[] = [];
  // One frame: its callbacks run, in the frame's own task.
  const frame = () => frames.splice(0).forEach((cb) => cb(0));

  beforeEach(() => {
    vi.useFakeTimers();
    frames.length = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in a task of its own after the next frame, not inside it', () => {
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and between the frame and the task', () => {
    const early = vi.fn();
    afterNextFrame(early)();
    frame();
    vi.advanceTimersByTime(0);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextFrame(late);
    frame();
    cancel();
    vi.advanceTimersByTime(0);
    expect(late).not.toHaveBeenCalled();
  });

  it('without requestAnimationFrame (old webviews), runs about a frame later', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(15);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
