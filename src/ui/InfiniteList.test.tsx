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

  it('draws row skeletons, not a spinner, while the first page loads', async () => {
    let resolve!: (page: InfinitePage<number>) => void;
    const load = vi.fn(() => new Promise<InfinitePage<number>>((r) => (resolve = r)));
    const { container } = render(
      <InfiniteList load={load} renderItem={item} skeleton={(i) => <span class="row-shape">shape {i}</span>} skeletonRows={4} />,
    );
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toContain('Loading…');
    expect(container.querySelectorAll('.row-shape')).toHaveLength(4);
    expect(container.querySelector('.ui-spinner')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => resolve({ items: [1], ended: true }));
    expect(container.querySelector('.row-shape')).toBeNull();
    expect(screen.getByText('item 1')).toBeTruthy();
  });

  it('draws rows of neutral lines without a row skeleton', () => {
    const { container } = render(<InfiniteList load={() => new Promise<InfinitePage<number>>(() => {})} renderItem={item} />);
    expect(container.querySelectorAll('.ui-list__skeleton li')).toHaveLength(6);
    expect(container.querySelector('.ui-spinner')).toBeNull();
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

  it('shows "error" (§8) with a retry button that loads the same page again', async () => {
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

  it('asks again for a page that failed when the network is back', async () => {
    const load = vi
      .fn<(p: { offset: number }) => Promise<InfinitePage<number>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: numbers(0, 3), ended: true });
    render(<InfiniteList load={load} renderItem={item} />);
    await screen.findByText('error');
    await act(async () => {
      dispatchEvent(new Event('online'));
    });
    await screen.findByText('item 2');
    expect(load.mock.calls.map((c) => c[0].offset)).toEqual([0, 0]);
  });

  it('keeps its last view: shown at once when it comes back, staying when the first page fails, replaced by a new answer', async () => {
    const keep = { group: 'kept-demo', key: 'feed' };
    const first = pager(20, 25);
    const view = render(<InfiniteList load={first} renderItem={item} keep={keep} />);
    await screen.findByText('item 19');
    view.unmount();

    // Offline: the kept rows show with no skeleton, and stay when the refresh fails.
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const again = render(<InfiniteList load={failing} renderItem={item} keep={keep} />);
    expect(screen.getByText('item 19')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await waitFor(() => expect(failing).toHaveBeenCalledWith({ offset: 0 }));
    await act(async () => {});
    expect(screen.getByText('item 19')).toBeTruthy();
    expect(screen.queryByText('error')).toBeNull();
    // Back online, it asks again without being told.
    failing.mockImplementationOnce(() => Promise.resolve({ items: [7, 8], ended: true }) as never);
    await act(async () => {
      dispatchEvent(new Event('online'));
    });
    await screen.findByText('item 7');
    expect(screen.queryByText('item 19')).toBeNull();
    again.unmount();

    // Online: the first page's new answer replaces the kept rows.
    const changed = vi.fn(() => Promise.resolve({ items: [100, 101], ended: true }));
    render(<InfiniteList load={changed} renderItem={item} keep={keep} />);
    await screen.findByText('item 100');
    expect(screen.queryByText('item 19')).toBeNull();
    // Another list's name keeps nothing of this one.
    cleanup();
    const other = pager(20, 1);
    render(<InfiniteList load={other} renderItem={item} keep={{ group: 'kept-demo', key: 'other' }} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await screen.findByText('item 0');
  });

  it('keeps a page whose last rows had not gone in yet when the list left (a quick tab switch)', async () => {
    const keep = { group: 'kept-demo', key: 'quick' };
    const first = pager(20, 25);
    const view = render(<InfiniteList load={first} renderItem={item} keep={keep} />);
    await screen.findByText('item 0');
    // Left after the first slice: rows 5… were still to go in.
    expect(screen.queryByText('item 19')).toBeNull();
    view.unmount();
    const offline = vi.fn(() => Promise.reject(new Error('offline')));
    render(<InfiniteList load={offline} renderItem={item} keep={keep} />);
    expect(screen.getByText('item 19')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('keeps each list under its own name: a switch to another name never files the old rows under it', async () => {
    const all = vi.fn(() => Promise.resolve({ items: [1, 2, 3], ended: true }));
    const featured = vi.fn(() => new Promise<InfinitePage<number>>(() => {}));
    const view = render(<InfiniteList load={all} renderItem={item} keep={{ group: 'kept-demo', key: 'all' }} resetKey="all" />);
    await screen.findByText('item 3');
    view.rerender(<InfiniteList load={featured} renderItem={item} keep={{ group: 'kept-demo', key: 'featured' }} resetKey="featured" />);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    view.unmount();
    // Back on 'featured' later: nothing was kept for it, so it loads from nothing.
    render(<InfiniteList load={featured} renderItem={item} keep={{ group: 'kept-demo', key: 'featured' }} resetKey="featured" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('item 1')).toBeNull();
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

  describe('windowed', () => {
    // A 600 px screen, 100 px rows, and the rows' box `listTop` px below the screen's top.
    let listTop = 0;
    // Frames run only when a test says so, so each step is one the browser would take.
    let frames: FrameRequestCallback[] = [];
    /** One frame: its callbacks, then the tasks they queued (the list works after the frame). */
    const frame = () =>
      act(async () => {
        frames.splice(0).forEach((cb) => cb(0));
        await new Promise((r) => setTimeout(r, 0));
      });
    /** Frames until none is asked for (a page's slices are in, the window is where it belongs). */
    const settle = async () => {
      for (let i = 0; i < 20 && frames.length > 0; i++) await frame();
    };
    /** The page scrolls; the list moves its window after the next frame. */
    const scrollTo = async (top: number) => {
      listTop = top;
      fireEvent.scroll(window);
      await settle();
    };
    const height = () => screen.getByRole('list').style.height;
    const shownItems = () => screen.getAllByRole('listitem').map((li) => Number(li.getAttribute('aria-posinset')) - 1);

    beforeEach(() => {
      listTop = 0;
      frames = [];
      vi.stubGlobal('innerHeight', 600);
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
      vi.stubGlobal('cancelAnimationFrame', (id: number) => {
        frames[id - 1] = () => {};
      });
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const top = this.classList.contains('ui-list__rows') ? listTop : 0;
        const rowHeight = this.tagName === 'LI' ? 100 : 0;
        return { top, bottom: top + rowHeight, left: 0, right: 0, width: 360, height: rowHeight, x: 0, y: top, toJSON() {} };
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('renders only the rows near the screen, each at its place, in a box as tall as every row', async () => {
      const load = pager(20, 100);
      render(<InfiniteList load={load} renderItem={item} windowed />);
      await screen.findByText('item 0');
      await settle();
      expect(height()).toBe('2000px');
      // The screen (rows 0–5) and a screen below it.
      expect(shownItems()).toEqual(numbers(0, 12));
      expect(screen.queryByText('item 12')).toBeNull();
      const row = screen.getByText('item 11').closest('li')!;
      expect(row.style.top).toBe('1100px');
      expect(row.getAttribute('aria-setsize')).toBe('-1');
      // Row 10 is not on the screen yet: no second page, and nothing for an IntersectionObserver to watch.
      expect(load).toHaveBeenCalledTimes(1);
      expect(FakeObserver.active()).toHaveLength(0);
    });

    it('moves the window as the page scrolls, rendering only the rows that come in', async () => {
      const rendered: number[] = [];
      const renderItem = (n: number) => {
        rendered.push(n);
        return <span>item {n}</span>;
      };
      render(<InfiniteList load={pager(20, 20)} renderItem={renderItem} windowed />);
      await screen.findByText('item 0');
      await settle();
      expect(shownItems()).toEqual(numbers(0, 12));
      rendered.length = 0;

      // Rows 4–9 on the screen: half a screen above them and a screen below are rendered.
      await scrollTo(-400);
      expect(shownItems()).toEqual(numbers(1, 15));
      expect(rendered.sort((a, b) => a - b)).toEqual([12, 13, 14, 15]);
      expect(screen.getByText('item 15').closest('li')!.style.top).toBe('1500px');
      // The list has ended: every row knows how many there are.
      expect(screen.getByText('item 15').closest('li')!.getAttribute('aria-setsize')).toBe('20');

      await scrollTo(0);
      expect(shownItems()).toEqual(numbers(0, 12));
      expect(screen.queryByText('item 12')).toBeNull();
    });

    it('loads the next page when the row 10 from the end comes onto the screen, and takes it at once', async () => {
      let second!: (page: InfinitePage<number>) => void;
      const load = vi
        .fn<(p: { offset: number }) => Promise<InfinitePage<number>>>()
        .mockResolvedValueOnce({ items: numbers(0, 20), ended: false })
        .mockReturnValueOnce(new Promise((r) => (second = r)));
      render(<InfiniteList load={load} renderItem={item} windowed />);
      await screen.findByText('item 0');
      // The first page comes a slice per frame.
      expect(height()).toBe(`${ROWS_PER_FRAME * 100}px`);
      await settle();
      expect(height()).toBe('2000px');

      // Rows 4–9: row 10 is just below the screen.
      await scrollTo(-400);
      expect(load).toHaveBeenCalledTimes(1);
      // Rows 5–10.
      await scrollTo(-500);
      expect(load).toHaveBeenCalledTimes(2);
      expect(load).toHaveBeenLastCalledWith({ offset: 20, cursor: undefined });
      // The whole page is in before any frame runs (slices wait for frames): its rows land below the window.
      await act(async () => second({ items: numbers(20, 20), ended: false }));
      expect(height()).toBe('4000px');
      // Rendered down to a screen below the screen, rows of the new page included.
      expect(shownItems()).toEqual(numbers(2, 15));
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('without layout (a hidden list, or jsdom) renders every row and watches the trigger row', async () => {
      vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockRestore();
      render(<InfiniteList load={pager(20, 45)} renderItem={item} windowed />);
      await screen.findByText('item 0');
      await settle();
      expect(screen.getAllByRole('listitem')).toHaveLength(20);
      expect((await watched()).textContent).toBe('item 10');
    });
  });
});
