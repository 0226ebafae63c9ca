import { effect, signal, type Signal } from '@preact/signals';

// Webviews in private mode (and some WeChat builds) throw on localStorage access
// or on quota; every read and write goes through here so a failure only means
// "not persisted", never a crash.
const PREFIX = 'grp:v1:';

function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = area()?.getItem(PREFIX + key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) area()?.removeItem(PREFIX + key);
    else area()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or denied: the value lives in memory only */
  }
}

export function removeStored(key: string): void {
  try {
    area()?.removeItem(PREFIX + key);
  } catch {
    /* ignore */
  }
}

/** Removes every key this app wrote (settings "clear cache"). */
export function clearStored(keep: string[] = []): void {
  const store = area();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k && k.startsWith(PREFIX) && keep.indexOf(k.slice(PREFIX.length)) < 0) keys.push(k);
    }
    keys.forEach((k) => store.removeItem(k));
  } catch {
    /* ignore */
  }
}

/**
 * A signal whose value is kept under a versioned localStorage key. The key
 * carries a version so a shape change can start fresh instead of misreading
 * old data.
 */
export function persisted<T>(key: string, fallback: T): Signal<T> {
  const s = signal<T>(readStored(key, fallback));
  let first = true;
  effect(() => {
    const v = s.value;
    if (first) {
      first = false;
      return;
    }
    writeStored(key, v);
  });
  return s;
}
