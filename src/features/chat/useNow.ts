import { useEffect, useMemo } from 'preact/hooks';
import { signal, type ReadonlySignal } from '@preact/signals';

/** The time now (ms), read again every `tickMs` while `run` is set (a countdown, the recall window). */
export function useNow(tickMs: number, run: unknown): ReadonlySignal<number> {
  const now = useMemo(() => signal(Date.now()), []);
  useEffect(() => {
    if (!run) return undefined;
    now.value = Date.now();
    const id = setInterval(() => (now.value = Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs, run, now]);
  return now;
}
