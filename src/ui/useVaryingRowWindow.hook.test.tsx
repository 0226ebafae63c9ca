import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { useRef } from 'preact/hooks';
import { useVaryingRowWindow } from './useVaryingRowWindow';

/** Real heights by key; every row is estimated at 50 px until rendered. */
function Rows({ keys, heights }: { keys: string[]; heights: Record<string, number> }) {
  const box = useRef<HTMLUListElement>(null);
  const win = useVaryingRowWindow({ rows: box, keys, estimate: () => 50, above: 1, below: 0.5 });
  const from = win ? win.from : 0;
  const to = win ? win.to : keys.length;
  return (
    <ul ref={box}>
      {win && <li key="above" aria-hidden="true" style={{ height: `${win.before}px` }} />}
      {keys.slice(from, to).map((k) => (
        <li key={k} data-row-key={k} data-h={heights[k]}>
          {k}
        </li>
      ))}
      {win && <li key="below" aria-hidden="true" style={{ height: `${win.after}px` }} />}
    </ul>
  );
}

const keysOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const rendered = (container: Element) => Array.from(container.querySelectorAll('[data-row-key]')).map((li) => li.getAttribute('data-row-key'));

describe('useVaryingRowWindow', () => {
  it('without layout (every height 0), renders every row', () => {
    const keys = keysOf('r', 30);
    const { container } = render(<Rows keys={keys} heights={{}} />);
    expect(rendered(container)).toEqual(keys);
  });

  describe('with a laid-out page', () => {
    // A 600 px screen; the list starts 100 px down the page; rows are laid out one under another.
    let scrollY = 0;
    let frames: FrameRequestCallback[] = [];
    const settle = async () => {
      for (let i = 0; i < 20 && frames.length > 0; i++) {
        await act(async () => {
          frames.splice(0).forEach((cb) => cb(0));
          await new Promise((r) => setTimeout(r, 0));
        });
      }
    };
    const scrollTo = async (y: number) => {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
      await settle();
    };
    const heightOf = (el: Element): number => {
      const li = el as HTMLLIElement;
      if (li.dataset.h) return Number(li.dataset.h);
      return parseFloat(li.style.height) || 0;
    };
    const topOf = (key: string, container: Element) => container.querySelector(`[data-row-key="${key}"]`)!.getBoundingClientRect().top;

    beforeEach(() => {
      scrollY = 0;
      frames = [];
      vi.stubGlobal('innerHeight', 600);
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
      vi.stubGlobal('cancelAnimationFrame', (id: number) => {
        frames[id - 1] = () => {};
      });
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
      vi.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => {
        scrollY += y;
      }) as typeof window.scrollBy);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        let top = 100 - scrollY;
        let height = 0;
        if (this.tagName === 'UL') {
          for (const li of Array.from(this.children)) height += heightOf(li);
        } else if (this.tagName === 'LI') {
          let prev = this.previousElementSibling;
          while (prev) {
            top += heightOf(prev);
            prev = prev.previousElementSibling;
          }
          height = heightOf(this);
        }
        return { top, bottom: top + height, height, left: 0, right: 360, width: 360, x: 0, y: top, toJSON() {} } as DOMRect;
      });
    });
    afterEach(() => {
      cleanup();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      delete (window as { scrollY?: number }).scrollY;
    });

    it('renders the rows near the screen between spacers as tall as the rows left out', async () => {
      const keys = keysOf('r', 100);
      const heights: Record<string, number> = {};
      keys.forEach((k, i) => (heights[k] = i % 2 ? 40 : 80));
      const { container } = render(<Rows keys={keys} heights={heights} />);
      // Every row first (all 100 measured: 6000 px), then the window after a frame.
      await settle();
      // At the top: down to 600 + 300 px, the first 100 px above the list: rows 0–12 (row 13 starts at 800).
      expect(rendered(container)).toEqual(keysOf('r', 13));
      const spacers = container.querySelectorAll('li[aria-hidden]');
      expect(spacers).toHaveLength(2);
      expect((spacers[0] as HTMLElement).style.height).toBe('0px');
      expect((spacers[1] as HTMLElement).style.height).toBe(`${6000 - 800}px`);

      // Scrolled to 3000: rows from 3000 − 100 − 600 = 2300 px to 3000 − 100 + 900 = 3800 px.
      await scrollTo(3000);
      const shown = rendered(container);
      expect(shown[0]).toBe('r38'); // 19 pairs of 120 px = 2280; row 38 ends at 2360
      expect(shown[shown.length - 1]).toBe('r62'); // row 62 starts at 3720, row 63 at 3800
      expect((container.querySelector('li[aria-hidden]') as HTMLElement).style.height).toBe('2280px');
      expect(container.querySelectorAll('li').length).toBeLessThan(30);
    });

    it('rows added above leave the row on the screen where it was', async () => {
      const keys = keysOf('r', 100);
      const heights: Record<string, number> = {};
      keys.forEach((k) => (heights[k] = 60));
      const { container, rerender } = render(<Rows keys={keys} heights={heights} />);
      await settle();
      await scrollTo(3000);
      const before = topOf('r55', container);
      // Twenty older rows come, 90 px each, never rendered: each counts as its 50 px estimate.
      const older = keysOf('o', 20);
      older.forEach((k) => (heights[k] = 90));
      await act(async () => rerender(<Rows keys={older.concat(keys)} heights={heights} />));
      expect(scrollY).toBe(3000 + 20 * 50);
      expect(topOf('r55', container)).toBe(before);
      await settle();
      expect(topOf('r55', container)).toBe(before);
    });

    it('rows that come in taller or shorter than estimated move nothing on the screen', async () => {
      const keys = keysOf('r', 60);
      const heights: Record<string, number> = {};
      keys.forEach((k, i) => (heights[k] = i < 40 ? 50 : 60));
      const { container, rerender } = render(<Rows keys={keys} heights={heights} />);
      await settle();
      // Older rows, measured at 30 or 130 px but estimated at 50, added above and never rendered.
      const older = keysOf('o', 40);
      older.forEach((k, i) => (heights[k] = i % 2 ? 30 : 130));
      await act(async () => rerender(<Rows keys={older.concat(keys)} heights={heights} />));
      await settle();
      // Up a screen at a time: the row noted on the screen moves by just the scroll each time.
      for (let step = 0; step < 6; step++) {
        const row = rendered(container).find((k) => {
          const top = topOf(k!, container);
          return top > 0 && top < 600;
        })!;
        const top = topOf(row, container);
        await scrollTo(scrollY - 300);
        expect(topOf(row, container) - top).toBe(300);
      }
    });
  });
});
