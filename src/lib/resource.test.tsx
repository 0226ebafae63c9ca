import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from './http';
import { logoutGroup } from './session';
import { groupResource, keyedResource, useGroupResource, useResource } from './resource';

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

describe('keyedResource', () => {
  it('keeps each key apart, and a logout of the group drops them all', async () => {
    const fetch = vi.fn((group: string, key: string) => Promise.resolve(`${group}/${key}`));
    const r = keyedResource(fetch);
    await r.load('demo', 'c1');
    await r.load('demo', 'c2');
    await r.load('other', 'c1');
    expect(r.of('demo', 'c1').data).toBe('demo/c1');
    expect(r.of('demo', 'c2').data).toBe('demo/c2');
    logoutGroup('demo');
    expect(r.of('demo', 'c1')).toEqual({ loading: false });
    expect(r.of('other', 'c1').data).toBe('other/c1');
  });

  it('keeps a shared resource across a logout', async () => {
    const r = keyedResource((group: string) => Promise.resolve(group), { keepOnLogout: true });
    await r.load('demo', 'k');
    logoutGroup('demo');
    expect(r.of('demo', 'k').data).toBe('demo');
  });

  it('tries again a request that got no answer, but not one the server refused', async () => {
    vi.useFakeTimers();
    try {
      const flaky = vi
        .fn()
        .mockRejectedValueOnce(new ApiError(ErrorCode.networkError, 'no response'))
        .mockRejectedValueOnce(new ApiError(ErrorCode.networkError, 'no response'))
        .mockResolvedValueOnce('ok');
      const r = keyedResource<string>(flaky, { retries: 2, retryDelayMs: 800 });
      const load = r.load('demo', 'k');
      await vi.advanceTimersByTimeAsync(799);
      expect(flaky).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(flaky).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1600);
      expect(await load).toBe('ok');
      expect(flaky).toHaveBeenCalledTimes(3);

      const refused = vi.fn().mockRejectedValue(new ApiError(100403, 'forbidden'));
      const r2 = keyedResource<string>(refused);
      await expect(r2.load('demo', 'k')).rejects.toThrow('forbidden');
      expect(refused).toHaveBeenCalledTimes(1);
      expect(r2.of('demo', 'k').error).toBeInstanceOf(ApiError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again, when the network is back, what failed for want of an answer, and nothing else', async () => {
    const answers: Record<string, unknown[]> = { a: [new ApiError(ErrorCode.networkError, 'no response'), 'fresh a'], b: [new ApiError(100403, 'forbidden')], c: ['c'] };
    const fetcher = vi.fn((_group: string, key: string) => {
      const next = answers[key].shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    const r = keyedResource<unknown>(fetcher, { retries: 0 });
    await r.load('demo', 'a').catch(() => {});
    await r.load('demo', 'b').catch(() => {});
    await r.load('demo', 'c');
    expect(fetcher).toHaveBeenCalledTimes(3);
    dispatchEvent(new Event('online'));
    await waitFor(() => expect(r.of('demo', 'a')).toEqual({ data: 'fresh a', loading: false }));
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(fetcher).toHaveBeenLastCalledWith('demo', 'a');
    expect(r.of('demo', 'b').error).toBeInstanceOf(ApiError);
  });

  it('lets a value put after a change win over an answer still on its way', async () => {
    const pending = deferred<string>();
    const r = keyedResource(() => pending.promise);
    const load = r.load('demo', 'k');
    r.put('demo', 'k', 'saved');
    pending.resolve('older');
    await load;
    expect(r.of('demo', 'k').data).toBe('saved');
  });
});

describe('useResource', () => {
  afterEach(cleanup);

  function View({ id }: { id: string | null }) {
    const state = useResource(items, 'demo', id);
    return <p>{state.loading ? 'loading' : state.error ? 'failed' : String(state.data)}</p>;
  }
  const items = keyedResource((group: string, key: string) => (key === 'bad' ? Promise.reject(new ApiError(404, 'gone')) : Promise.resolve(`${group}:${key}`)));

  it('loads the key the screen shows, follows a change of key, and holds a failure in the state', async () => {
    const view = render(<View id="a" />);
    expect(await screen.findByText('demo:a')).toBeTruthy();
    view.rerender(<View id="b" />);
    expect(await screen.findByText('demo:b')).toBeTruthy();
    view.rerender(<View id="bad" />);
    expect(await screen.findByText('failed')).toBeTruthy();
    view.rerender(<View id={null} />);
    expect(screen.getByText('undefined')).toBeTruthy();
  });
});

describe('useGroupResource', () => {
  afterEach(cleanup);

  it('asks again each time a fresh view shows, showing what is cached meanwhile; a plain view asks once', async () => {
    let n = 0;
    const counter = groupResource(() => Promise.resolve(++n));
    function View({ fresh }: { fresh: boolean }) {
      const state = useGroupResource(counter, 'demo', fresh);
      return <p>{state.data === undefined ? 'nothing' : `${state.data}${state.loading ? ' (refreshing)' : ''}`}</p>;
    }
    const first = render(<View fresh={false} />);
    expect(await screen.findByText('1')).toBeTruthy();
    first.unmount();
    const plain = render(<View fresh={false} />);
    expect(screen.getByText('1')).toBeTruthy();
    plain.unmount();
    render(<View fresh />);
    // The cached value at once, then the new answer.
    expect(screen.getByText(/^1/)).toBeTruthy();
    expect(await screen.findByText('2')).toBeTruthy();
    expect(n).toBe(2);
  });
});

describe('refresh', () => {
  it('asks again and leaves a failure in the state instead of rejecting', async () => {
    const fetch = vi.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new ApiError(404, 'gone'));
    const r = keyedResource<string>(fetch);
    await r.load('demo', 'k');
    r.refresh('demo', 'k');
    await vi.waitFor(() => expect(r.of('demo', 'k').error).toBeInstanceOf(ApiError));
    expect(r.of('demo', 'k').data).toBe('first');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
