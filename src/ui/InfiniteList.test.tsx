import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { InfiniteList, ROWS_PER_FRAME, type InfinitePage } from './InfiniteList';

// jsdom has no IntersectionObserver; this stand-in lets a test say which element became visible.
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  static active() {
    return FakeObserver.all.filter((o) => !o.disconnected);
  }
  static show(el: Element) {
    FakeObserver.active()
      .filter((o) => o.observed.indexOf(el) >= 0)
      .forEach((o) => o.callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], o as never));
  }
}

// Effects run after paint, so wait until the list has picked the element to watch.
async function watched(): Promise<Element> {
  let el: Element | undefined;
  await waitFor(() => {
    const all = FakeObserver.active().flatMap((o) => o.observed);
    expect(all).toHaveLength(1);
    el = all[0];
  });
  return el!;
}

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function pager(pageSize: number, total: number) {
  return vi.fn(({ offset }: { offset: number }): Promise<InfinitePage<number>> => {
    const items = numbers(offset, Math.max(0, Math.min(pageSize, total - offset)));
    return Promise.resolve({ items, ended: offset + items.length >= total });
  });
}

const item = (n: number) => <span>item {n}</span>;

describe('InfiniteList', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton while the first page loads', async () => {
    let resolve!: (page: InfinitePage<number>) => void;
    const load = vi.fn(() => new Promise<InfinitePage<number>>((r) => (resolve = r)));
    render(<InfiniteList load={load} renderItem={item} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ offset: 0, cursor: undefined });
    await act(async () => resolve({ items: [1], ended: true }));
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.getByText('item 1')).toBeTruthy();
  });

  it('loads the next page when the item 10 from the end becomes visible', async () => {
    const load = pager(20, 45);
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    expect(load).toHaveBeenCalledTimes(1);

    const first = await watched();
    expect(first.textContent).toBe('item 10');

    await act(async () => FakeObserver.show(first));
    await screen.findByText('item 39');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ offset: 20, cursor: undefined });
    expect((await watched()).textContent).toBe('item 30');
  });

  it('adds a page a few rows per frame, and watches for the next page once all are in', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    // One frame: its callbacks run, then the task each of them queued.
    const frame = () =>
      act(async () => {
        frames.splice(0).forEach((cb) => cb(0));
        await new Promise((r) => setTimeout(r, 0));
      });
    const load = pager(20, 45);
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 0');
    const shown = () => screen.getAllByRole('listitem').length;
    expect(shown()).toBe(ROWS_PER_FRAME);
    // Still loading: the spinner stays and nothing is watched yet.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(FakeObserver.active()).toHaveLength(0);

    for (let n = 2 * ROWS_PER_FRAME; n <= 20; n += ROWS_PER_FRAME) {
      await frame();
      expect(shown()).toBe(n);
    }
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect((await watched()).textContent).toBe('item 10');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('honours a custom threshold', async () => {
    render(<InfiniteList load={pager(20, 45)} renderItem={item} threshold={3} />);
    await screen.findByText('item 19');
    expect((await watched()).textContent).toBe('item 17');
  });

  it('shows "No more" once the last page is in, and stops loading', async () => {
    const load = pager(20, 25);
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    const trigger = await watched();
    await act(async () => FakeObserver.show(trigger));
    await screen.findByText('No more');
    expect(screen.getByText('item 24')).toBeTruthy();
    expect(FakeObserver.active()).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the empty text when the first page is empty and ended', async () => {
    const load = vi.fn(() => Promise.resolve({ items: [] as number[], ended: true }));
    const { rerender } = render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('No data');
    rerender(<InfiniteList load={load} renderItem={item} emptyText="No coupons" resetKey={2} />);
    await screen.findByText('No coupons');
  });

  it('shows "error" with a retry button that loads the same page again', async () => {
    const load = vi
      .fn<(p: { offset: number }) => Promise<InfinitePage<number>>>()
      .mockResolvedValueOnce({ items: numbers(0, 20), ended: false })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: numbers(20, 5), ended: true });
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    const trigger = await watched();
    await act(async () => FakeObserver.show(trigger));
    await screen.findByText('error');
    expect(screen.getByText('item 19')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('item 24');
    expect(screen.queryByText('error')).toBeNull();
    expect(load.mock.calls.map((c) => c[0].offset)).toEqual([0, 20, 20]);
  });

  it('starts again from offset 0 when resetKey changes, ignoring the stale answer', async () => {
    let resolveOld!: (p: InfinitePage<string>) => void;
    const load = vi
      .fn<(p: { offset: number }) => Promise<InfinitePage<string>>>()
      .mockReturnValueOnce(new Promise((r) => (resolveOld = r)))
      .mockResolvedValueOnce({ items: ['new'], ended: true });
    const render1 = (key: string) => <InfiniteList load={load} renderItem={(s) => <span>{s}</span>} resetKey={key} />;
    const { rerender } = render(render1('a'));
    rerender(render1('b'));
    await screen.findByText('new');
    await act(async () => resolveOld({ items: ['old'], ended: true }));
    expect(screen.queryByText('old')).toBeNull();
    expect(load.mock.calls.map((c) => c[0].offset)).toEqual([0, 0]);
  });

  it('passes the cursor of the previous page', async () => {
    const load = vi
      .fn<(p: { offset: number; cursor?: string }) => Promise<InfinitePage<number>>>()
      .mockResolvedValueOnce({ items: numbers(0, 20), ended: false, cursor: 'c1' })
      .mockResolvedValueOnce({ items: [20], ended: true });
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    const trigger = await watched();
    await act(async () => FakeObserver.show(trigger));
    await screen.findByText('item 20');
    expect(load).toHaveBeenLastCalledWith({ offset: 20, cursor: 'c1' });
  });

  it('falls back to a scroll listener without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      cb(0);
      return 1;
    });
    let triggerTop = 2000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.hasAttribute('data-list-trigger') ? triggerTop : 0;
      return { top, bottom: top + 50, left: 0, right: 0, width: 0, height: 50, x: 0, y: top, toJSON() {} };
    });
    const load = pager(20, 45);
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.scroll(window);
    expect(load).toHaveBeenCalledTimes(1);

    triggerTop = 300;
    fireEvent.scroll(window);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await screen.findByText('item 39');
  });

  it('renders only the new rows when a page is appended', async () => {
    const rendered: number[] = [];
    const renderItem = (n: number) => {
      rendered.push(n);
      return <span>item {n}</span>;
    };
    render(<InfiniteList load={pager(20, 60)} renderItem={renderItem} />);
    await screen.findByText('item 19');
    await act(async () => FakeObserver.show(await watched()));
    await screen.findByText('item 39');
    rendered.length = 0;

    await act(async () => FakeObserver.show(await watched()));
    await screen.findByText('item 59');
    // Every row is shown, but the spinner and the new page rendered only rows 40–59.
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(rendered.slice().sort((a, b) => a - b)).toEqual(numbers(40, 20));
  });

  it('renders every row again when renderItem changes', async () => {
    const load = pager(20, 25);
    const { rerender } = render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('item 19');
    rerender(<InfiniteList load={load} renderItem={(n: number) => <span>row {n}</span>} />);
    expect(screen.getByText('row 0')).toBeTruthy();
    expect(screen.getByText('row 19')).toBeTruthy();
    expect(screen.queryByText('item 0')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
