/** §5/§9: a typed or pasted code is applied this long after the field is left or pasted into. */
export const INVITATION_APPLY_DELAY_MS = 800;

export interface CodeSchedulerOptions {
  /** The field's current value, read when the timer fires (a paste lands after its event). */
  read: () => string;
  /** Applies a trimmed, non-empty code; the scheduler waits for it before typing ends. */
  apply: (code: string) => Promise<unknown>;
  /** True from the first keystroke until the code has been applied (or the field emptied). */
  onTyping: (typing: boolean) => void;
  delay?: number;
}

export interface CodeScheduler {
  /** Every change of the field's value. */
  input(value: string): void;
  paste(): void;
  blur(): void;
  /** Applies the current value at once (a code confirmed from a link). */
  applyNow(): void;
  dispose(): void;
}

/**
 * When an invitation code is applied (§5): 800 ms after the field loses focus or receives a
 * paste, and only if it is non-empty after trimming. Further keystrokes within that window start
 * it again, so a code is never applied half-typed. A value that has not changed since it was
 * last applied is not sent again.
 */
export function createCodeScheduler(options: CodeSchedulerOptions): CodeScheduler {
  const delay = options.delay === undefined ? INVITATION_APPLY_DELAY_MS : options.delay;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;
  let disposed = false;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = () => {
    timer = null;
    const code = options.read().trim();
    dirty = false;
    if (!code || disposed) {
      options.onTyping(false);
      return;
    }
    options.onTyping(true);
    const done = () => {
      // A keystroke while the request was out means a new code is on its way.
      if (!disposed && !dirty) options.onTyping(false);
    };
    options.apply(code).then(done, done);
  };

  const schedule = () => {
    cancel();
    timer = setTimeout(run, delay);
  };

  return {
    input(value) {
      dirty = true;
      if (!value.trim()) {
        cancel();
        options.onTyping(false);
        return;
      }
      options.onTyping(true);
      if (timer !== null) schedule();
    },
    paste() {
      dirty = true;
      options.onTyping(true);
      schedule();
    },
    blur() {
      if (!dirty) return;
      if (!options.read().trim()) {
        cancel();
        dirty = false;
        options.onTyping(false);
        return;
      }
      schedule();
    },
    applyNow() {
      cancel();
      run();
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
