import { describe, expect, it } from 'vitest';
import { createPager, type InfinitePage, type PagePosition } from './pager';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A pager whose requests and later slices the test releases by hand. */
function harness(step = 2) {
  const asked: { at: PagePosition; answer: ReturnType<typeof deferred<InfinitePage<number>>> }[] = [];
  const queued: (() => void)[] = [];
  const pager = createPager<number>({
    load: (at) => {
      const answer = deferred<InfinitePage<number>>();
      asked.push({ at, answer });
      return answer.promise;
    },
    slice: () => step,
    later: (run) => queued.push(run),
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const frames = () => {
    while (queued.length) queued.shift()!();
  };
  return { pager, asked, flush, frames };
}

describe('createPager', () => {
  it('adds a page a slice at a time and asks for the next only when the last slice is in', async () => {
    const { pager, asked, flush, frames } = harness(2);
    pager.reset();
    asked[0].answer.resolve({ items: [1, 2, 3, 4, 5], ended: false });
    await flush();
    expect(pager.state.value).toMatchObject({ items: [1, 2], status: 'loading' });
    pager.next();
    expect(asked).toHaveLength(1);
    frames();
    expect(pager.state.value).toMatchObject({ items: [1, 2, 3, 4, 5], status: 'idle' });
    pager.next();
    expect(asked[1].at).toEqual({ offset: 5, cursor: undefined });
  });

  it('passes the cursor back, and stops at the end or at an empty page', async () => {
    const { pager, asked, flush } = harness(10);
    pager.reset();
    asked[0].answer.resolve({ items: [1], ended: false, cursor: 'c1' });
    await flush();
    pager.next();
    expect(asked[1].at).toEqual({ offset: 1, cursor: 'c1' });
    asked[1].answer.resolve({ items: [], ended: false });
    await flush();
    expect(pager.state.value.status).toBe('ended');
    pager.next();
    expect(asked).toHaveLength(2);
  });

  it('drops the answer of a query that was reset, and lets a failed page be asked again', async () => {
    const { pager, asked, flush } = harness(10);
    pager.reset();
    pager.reset();
    asked[0].answer.resolve({ items: [9], ended: true });
    asked[1].answer.reject(new Error('offline'));
    await flush();
    expect(pager.state.value).toEqual({ items: [], status: 'error' });
    pager.next();
    asked[2].answer.resolve({ items: [1], ended: true });
    await flush();
    expect(pager.state.value).toMatchObject({ items: [1], status: 'ended' });
  });

  it('drops what arrives after it is stopped', async () => {
    const { pager, asked, flush } = harness(10);
    pager.reset();
    pager.stop();
    asked[0].answer.resolve({ items: [1], ended: true });
    await flush();
    expect(pager.state.value).toEqual({ items: [], status: 'loading' });
  });

  it('resumes from a kept view: shown at once, left as it is when the first page is unchanged, replaced when not, kept on a failure', async () => {
    const kept = { items: [1, 2, 3, 4], status: 'idle' as const };
    const same = harness(10);
    same.pager.resume(kept);
    expect(same.pager.state.value).toBe(kept);
    expect(same.asked[0].at).toEqual({ offset: 0 });
    same.asked[0].answer.resolve({ items: [1, 2], ended: false });
    await same.flush();
    expect(same.pager.state.value).toBe(kept);

    const changed = harness(10);
    changed.pager.resume(kept);
    changed.asked[0].answer.resolve({ items: [0, 1], ended: false });
    await changed.flush();
    expect(changed.pager.state.value).toEqual({ items: [0, 1], status: 'idle', cursor: undefined });

    // The list shrank to what the first page holds: its end is news.
    const shrunk = harness(10);
    shrunk.pager.resume(kept);
    shrunk.asked[0].answer.resolve({ items: [1, 2], ended: true });
    await shrunk.flush();
    expect(shrunk.pager.state.value).toMatchObject({ items: [1, 2], status: 'ended' });

    const offline = harness(10);
    offline.pager.resume(kept);
    offline.asked[0].answer.reject(new Error('offline'));
    await offline.flush();
    expect(offline.pager.state.value).toBe(kept);
    // Not stuck busy: scrolling on asks for the page after the kept rows.
    offline.pager.next();
    expect(offline.asked[1].at).toEqual({ offset: 4, cursor: undefined });
  });

  it('says what the list shows once what is under way has landed: the rest of a page going in, not a page still asked for', async () => {
    const { pager, asked, flush } = harness(2);
    pager.reset();
    asked[0].answer.resolve({ items: [1, 2, 3, 4, 5], ended: false, cursor: 'c1' });
    await flush();
    expect(pager.state.value).toMatchObject({ items: [1, 2], status: 'loading' });
    expect(pager.settled()).toEqual({ items: [1, 2, 3, 4, 5], status: 'idle', cursor: 'c1' });

    const asking = harness(10);
    asking.pager.reset();
    asking.asked[0].answer.resolve({ items: [1, 2], ended: false });
    await asking.flush();
    asking.pager.next();
    expect(asking.pager.state.value.status).toBe('loading');
    // The page on its way is asked again when the list comes back.
    expect(asking.pager.settled()).toEqual({ items: [1, 2], status: 'idle', cursor: undefined });
  });
});
