import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';

// After a deploy, an open tab still asks for the old hashed chunk names and
// gets 404s. One full reload picks up the new index.html; a flag in
// sessionStorage stops a chunk that keeps failing from reloading forever.
export const CHUNK_RELOAD_FLAG = 'grp:chunk-reload';

export interface ChunkRecovery {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
  /** Whether the browser knows it has no network: a chunk failing then is the network's, not a new build's. */
  offline: () => boolean;
  /** Resolves when the network comes back. */
  backOnline: () => Promise<void>;
}

function sessionArea(): ChunkRecovery['storage'] {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const chunkRecovery: ChunkRecovery = {
  storage: sessionArea(),
  reload: () => location.reload(),
  offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  backOnline: () => new Promise((resolve) => addEventListener('online', () => resolve(), { once: true })),
};

function flagSet(storage: ChunkRecovery['storage']): boolean {
  try {
    return !!storage && storage.getItem(CHUNK_RELOAD_FLAG) === '1';
  } catch {
    return false;
  }
}

function setFlag(storage: ChunkRecovery['storage'], on: boolean): boolean {
  try {
    if (!storage) return false;
    if (on) storage.setItem(CHUNK_RELOAD_FLAG, '1');
    else storage.removeItem(CHUNK_RELOAD_FLAG);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do when a screen's chunk fails to load: the first time, reload the
 * page (resolving never, as the page is going away); when it fails again right
 * after that reload, or when the flag cannot be stored (so a reload could
 * loop), give up and resolve to the fallback, which shows the error.
 */
export function recoverFromChunkError<T>(
  error: unknown,
  fallback: (error: unknown) => T,
  recovery: Pick<ChunkRecovery, 'storage' | 'reload'> = chunkRecovery,
): Promise<T> {
  if (!flagSet(recovery.storage) && setFlag(recovery.storage, true)) {
    recovery.reload();
    return new Promise<T>(() => {});
  }
  // Cleared so that the user's own refresh gets one automatic retry again.
  setFlag(recovery.storage, false);
  return Promise.resolve(fallback(error));
}

/** A chunk loaded: a later failure (a new deploy) may reload once again. */
export function chunkLoaded(recovery: Pick<ChunkRecovery, 'storage' | 'reload'> = chunkRecovery): void {
  if (flagSet(recovery.storage)) setFlag(recovery.storage, false);
}

export type LazyScreen = ComponentType<any> & { preload: () => Promise<unknown> };

/**
 * preact-iso's lazy() with the reload-once recovery: a rejected import would
 * otherwise leave Router waiting on a promise that never settles. Preloading
 * (a hover, a touch) only warms the cache: its failure must not reload the
 * page, so it calls the import directly and the render retries it.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<any> }>,
  onFailure: (error: unknown) => ComponentType<any>,
): LazyScreen {
  // Offline (issue 26 point 1), a reload would swap the app for the browser's "no internet" page, which
  // stays after the network returns: the screen waits instead (the router keeps the one it showed)
  // and its chunk is asked for again when the network is back.
  const attempt = (): Promise<{ default: ComponentType<any> }> =>
    load().then(
      (m) => {
        chunkLoaded();
        return m;
      },
      (error: unknown) => (chunkRecovery.offline()
        ? chunkRecovery.backOnline().then(attempt)
        : recoverFromChunkError(error, (e) => ({ default: onFailure(e) }))),
    );
  const Screen = lazy(attempt) as LazyScreen;
  Screen.preload = () => load().then(
    () => undefined,
    () => undefined,
  );
  return Screen;
}
