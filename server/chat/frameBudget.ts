// How many frames one socket may send (issue 22 point 6): a token bucket. A socket starts with `burst`
// tokens; each frame takes one; tokens come back at `perSecond` (never above `burst`). The hub closes a
// socket whose frame finds the bucket empty (CHAT_CLOSE_TOO_MANY_FRAMES). Real time, not the app's clock:
// this is about load, not about business dates.

export type FrameBudget = {
  /** Counts one frame; false when the socket is past its budget. */
  take(): boolean;
};

export function frameBudget(burst: number, perSecond: number, now: () => number = () => Date.now()): FrameBudget {
  // Thousandths of a frame, so a refill of `perSecond` per 1000 ms stays exact in integers.
  const full = burst * 1000;
  let left = full;
  let last = now();
  return {
    take() {
      const at = now();
      left = Math.min(full, left + Math.max(0, at - last) * perSecond);
      last = at;
      if (left < 1000) return false;
      left -= 1000;
      return true;
    },
  };
}
