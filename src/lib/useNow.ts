import { useEffect, useMemo } from 'preact/hooks';
import { signal, type ReadonlySignal } from '@preact/signals';

/**
 * The time now (ms), read again every `tickMs` while `run` is set: a timer shows it counting.
 * A new `run` (another publish URL, the spotlight showing again) reads the clock at once, so the
 * count starts right rather than up to a tick late. A signal: only what reads it renders again.
 */
export function useNow(tickMs: number, run: unknown): ReadonlySignal<number> {
  // Read once, when the component mounts (a signal has no lazy first value).
  const now = useMemo(() => signal(Date.now()), []);
  useEffect(() => {
    if (!run) return undefined;
    now.value = Date.now();
    const id = setInterval(() => (now.value = Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs, run, now]);
  return now;
}
