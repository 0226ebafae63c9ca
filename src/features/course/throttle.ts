// Saving where a member is in a lesson (issue 26): while it plays, at most once every SAVE_EVERY_MS
// (the player reports the time four times a second); at once on pause, end, lesson switch and page
// hide. The last position reported is the one saved: a write carries no older value than it.

export const SAVE_EVERY_MS = 10_000;

export interface PositionSaver<T> {
  /** While playing: saved now if the last save is old enough, else once the interval is over. */
  tick(value: T): void;
  /** Saved now (pause, end, switch, hide), with whatever was waiting dropped. */
  flush(value: T): void;
  /** Drops what was waiting (the player left without anything new to say). */
  cancel(): void;
}

export function createPositionSaver<T>(
  save: (value: T) => void, everyMs = SAVE_EVERY_MS, now: () => number = Date.now,
): PositionSaver<T> {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const run = (value: T) => {
    clear();
    pending = null;
    last = now();
    save(value);
  };

  return {
    tick(value) {
      const wait = last + everyMs - now();
      if (wait <= 0) {
        run(value);
        return;
      }
      pending = { value };
      if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          if (pending) run(pending.value);
        }, wait);
      }
    },
    flush: run,
    cancel() {
      clear();
      pending = null;
    },
  };
}
