import { describe, expect, it, vi } from 'vitest';
import { groupResource } from './resource';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('groupResource', () => {
  it('shares one request between concurrent loads and serves the cached value after', async () => {
    const fetch = vi.fn((group: string) => Promise.resolve(`${group}-data`));
    const r = groupResource(fetch);
    const [a, b] = await Promise.all([r.load('demo'), r.load('demo')]);
    expect(a).toBe('demo-data');
    expect(b).toBe('demo-data');
    await r.load('demo');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(r.of('demo')).toEqual({ data: 'demo-data', loading: false });
  });

  it('keeps groups apart and refetches on force', async () => {
    const fetch = vi.fn((group: string) => Promise.resolve(group));
    const r = groupResource(fetch);
    await r.load('a');
    await r.load('b');
    await r.load('a', true);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'a']);
  });

  it('records a failure and lets a later load try again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const r = groupResource<string>(fetch);
    await expect(r.load('demo')).rejects.toThrow('down');
    expect(r.of('demo').error).toEqual(new Error('down'));
    expect(await r.load('demo')).toBe('ok');
    expect(r.of('demo').error).toBeUndefined();
  });

  it('drops a response that arrives after clear (a logout)', async () => {
    const pending = deferred<string>();
    const r = groupResource(() => pending.promise);
    const load = r.load('demo');
    r.clear('demo');
    pending.resolve('stale');
    await load;
    expect(r.of('demo').data).toBeUndefined();
  });
});
