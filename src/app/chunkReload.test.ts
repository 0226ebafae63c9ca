import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, chunkLoaded, recoverFromChunkError, type ChunkRecovery } from './chunkReload';

function memoryStorage(): ChunkRecovery['storage'] & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const fallback = (e: unknown) => ({ failed: e });

describe('failed chunk load', () => {
  it('reloads the page the first time and does not settle', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const settled = vi.fn();
    recoverFromChunkError(new Error('chunk'), fallback, { storage, reload }).then(settled);
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data[CHUNK_RELOAD_FLAG]).toBe('1');
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the error instead of reloading again when it fails right after the reload', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void recoverFromChunkError(new Error('first'), fallback, { storage, reload });
    const second = await recoverFromChunkError(new Error('again'), fallback, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second).toEqual({ failed: new Error('again') });
    // The person's own refresh gets one automatic retry again.
    expect(storage.data[CHUNK_RELOAD_FLAG]).toBeUndefined();
  });

  it('never reloads when the flag cannot be stored (it could loop)', async () => {
    const reload = vi.fn();
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(await recoverFromChunkError('x', fallback, { storage: throwing, reload })).toEqual({ failed: 'x' });
    expect(await recoverFromChunkError('x', fallback, { storage: null, reload })).toEqual({ failed: 'x' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag once a chunk loads, so a later deploy may reload once more', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void recoverFromChunkError('a', fallback, { storage, reload });
    chunkLoaded({ storage, reload });
    void recoverFromChunkError('b', fallback, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
