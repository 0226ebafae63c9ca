import type { RefObject } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { afterNextFrame } from './afterNextFrame';
import { WINDOW_ABOVE, WINDOW_BELOW } from './useRowWindow';

/**
 * Windowing for long lists whose rows differ in height (the chat: short lines, long texts, photos,
 * quotes, day separators, system lines), the page (window) being the scroller. useRowWindow places
 * rows of one height at computed offsets; here the rows stay in flow between two spacers, one above
 * as tall as the rows before the window and one below as tall as those after it. A row's height is
 * its measured one once it has been rendered (kept by key, so it survives pages arriving above), an
 * estimate until then.
 *
 * An estimate that was wrong would move everything below the row when the row comes in. So the hook
 * keeps one row still: it notes a row on the screen and its offset in the document, and after every
 * render (rows came in at their real heights, a page was prepended above) and every change of size
 * it sees (ResizeObserver) puts the page back by however much that row moved, before the browser
 * paints. The caller can say it keeps the end on the screen itself (a chat at its newest message):
 * no correction then.
 *
 * The window moves as useRowWindow's does: read after a frame, in a task of its own, so that
 * rendering rows and working out the next window are never one long task.
 *
 * Without layout (jsdom, or a list inside something hidden) rows measure 0 px and the hook returns
 * null: the caller renders every row, as without windowing.
 *
 * Each rendered row carries `data-row-key` (ROW_KEY) with its key; the rows' element (`rows`) has
 * row 0's top as its own top, the spacer above included. Figures: ChatMessageList.tsx.
 */

export const ROW_KEY = 'data-row-key';

export interface VaryingRowWindow {
  /** Rows [from, to) are rendered. */
  from: number;
  to: number;
  /** Heights of the rows above and below the window, in CSS px: the spacers. */
  before: number;
  after: number;
}

/**
 * Which rows to render, given the rows' heights, where the top of row 0 is relative to the top of
 * the screen (getBoundingClientRect().top: negative once scrolled past), the screen's height, and
 * how many screens to keep above and below it.
 */
export function varyingRowWindow(
  heights: ArrayLike<number>,
  top: number,
  viewport: number,
  above = WINDOW_ABOVE,
  below = WINDOW_BELOW,
): VaryingRowWindow {
  const n = heights.length;
  const start = -top - viewport * above;
  const end = viewport * (1 + below) - top;
  let offset = 0;
  let i = 0;
  while (i < n && offset + heights[i] <= start) offset += heights[i++];
  const from = i;
  const before = offset;
  while (i < n && offset < end) offset += heights[i++];
  const to = i;
  let after = 0;
  while (i < n) after += heights[i++];
  return { from, to, before, after };
}

/** Row `index`'s offset from row 0's top. */
export function rowOffset(heights: ArrayLike<number>, index: number): number {
  let offset = 0;
  for (let i = 0; i < index && i < heights.length; i++) offset += heights[i];
  return offset;
}

/** Measured heights by key, estimates for the rest. */
export function rowHeights(keys: readonly string[], measured: Map<string, number>, estimate: (index: number) => number): number[] {
  return keys.map((key, i) => {
    const h = measured.get(key);
    return h !== undefined ? h : estimate(i);
  });
}

/**
 * The window by its rows' keys, so that it stays on the same rows when rows are added above: its
 * first and last stable rows, and how many rows it has before the one and after the other.
 */
interface Span {
  fromKey: string;
  lead: number;
  lastKey: string;
  trail: number;
  count: number;
  /** The window reached the last row: rows added at the end come into it. */
  toEnd: boolean;
}

function sameSpan(a: Span | null, b: Span | null): boolean {
  if (!a || !b) return a === b;
  return a.fromKey === b.fromKey && a.lead === b.lead && a.lastKey === b.lastKey && a.trail === b.trail && a.count === b.count && a.toEnd === b.toEnd;
}

/** The span's rows among `keys` now (rows before its first one may have come or gone). */
function resolve(span: Span, keys: readonly string[], index: Map<string, number>, heights: number[]): VaryingRowWindow {
  const n = keys.length;
  const first = index.get(span.fromKey);
  const from = first === undefined ? 0 : Math.max(0, first - span.lead);
  const last = index.get(span.lastKey);
  let to = span.toEnd ? n : last !== undefined ? Math.min(n, last + 1 + span.trail) : Math.min(n, from + span.count);
  if (to < from) to = Math.min(n, from + span.count);
  let before = 0;
  let after = 0;
  for (let i = 0; i < from; i++) before += heights[i];
  for (let i = to; i < n; i++) after += heights[i];
  return { from, to, before, after };
}

export interface VaryingRowWindowOptions {
  /** The element holding the rows; its top is row 0's top. */
  rows: RefObject<HTMLElement | null>;
  /** The rows' keys in order (a stable array: a new one means the rows changed). */
  keys: readonly string[];
  /** A row's height before it has been rendered, in CSS px. */
  estimate: (index: number) => number;
  /** Screens kept rendered above and below the screen (useRowWindow's by default). */
  above?: number;
  below?: number;
  /** True while the caller keeps the last row on the screen itself: rows are then not held still. */
  pinned?: () => boolean;
  /**
   * False for rows whose place among the others can change (a separator keyed by its day moves up
   * when earlier rows of its day come): they are neither held still nor used to find the window again.
   */
  stable?: (key: string) => boolean;
  /**
   * Which edge of a row is held still: 'bottom' for rows that change at their top (in a chat, the
   * author's name shows only on the first of a run, which a page prepended above can change).
   */
  hold?: 'top' | 'bottom';
}

/** Each keys array's positions by key, worked out once (the arrays are kept while the rows stay). */
const indexes = new WeakMap<readonly string[], Map<string, number>>();

function indexOf(keys: readonly string[]): Map<string, number> {
  let map = indexes.get(keys);
  if (!map) {
    map = new Map<string, number>();
    for (let i = 0; i < keys.length; i++) map.set(keys[i], i);
    indexes.set(keys, map);
  }
  return map;
}

function edgeOf(rect: DOMRect, hold: 'top' | 'bottom' | undefined): number {
  return hold === 'bottom' ? rect.bottom : rect.top;
}

function viewportHeight(): number {
  return window.innerHeight || document.documentElement.clientHeight;
}

function scrollTop(): number {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

/** Returns the window to render, or null to render every row (no layout yet, or none at all). */
export function useVaryingRowWindow(options: VaryingRowWindowOptions): VaryingRowWindow | null {
  const { keys } = options;
  const span = useSignal<Span | null>(null);
  const measured = useRef(new Map<string, number>()).current;
  /** A rendered row and its offset in the document, to hold still across the next change. */
  const anchor = useRef<{ key: string; docTop: number } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // Windows set in a row by layout effects alone (each render measuring rows that change the next
  // window): a few settle it; past that the next frame takes over, so a render can never loop.
  const chain = useRef(0);
  // Watches the rows' element for rows that change height on their own (set up below).
  const watched = useRef<{ observer: ResizeObserver | null; box: HTMLElement | null }>({ observer: null, box: null });
  const pendingMove = useRef<(() => void) | null>(null);
  /** Moves the window in a task of its own after the next frame. */
  const schedule = useRef(() => {
    if (pendingMove.current) return;
    pendingMove.current = afterNextFrame(() => {
      pendingMove.current = null;
      sync(true, false);
    });
  }).current;

  /**
   * Measures the rendered rows and holds the noted row still; with `move`, also works out the
   * window for the layout as it is and sets it. Without, the move waits for a task of its own after
   * the next frame (as useRowWindow's): rendering rows and laying them out is one task, working out
   * what to render next another, never both in one long one.
   */
  const sync = useRef((move: boolean, fromRender: boolean) => {
    const o = latest.current;
    const box = o.rows.current;
    if (!fromRender) chain.current = 0;
    const set = (next: Span | null) => {
      if (sameSpan(span.peek(), next)) return;
      if (fromRender && ++chain.current > 4) return schedule();
      span.value = next;
    };
    const w = watched.current;
    if (w.observer && w.box !== box) {
      w.observer.disconnect();
      if (box) w.observer.observe(box);
      w.box = box;
    }
    if (!box) return set(null);
    // Measure the rendered rows.
    const els = box.querySelectorAll<HTMLElement>(`[${ROW_KEY}]`);
    let rects: DOMRect[] = [];
    let laidOut = false;
    for (let i = 0; i < els.length; i++) {
      const r = els[i].getBoundingClientRect();
      rects.push(r);
      if (r.height > 0) {
        laidOut = true;
        measured.set(els[i].getAttribute(ROW_KEY) as string, r.height);
      }
    }
    if (!laidOut) {
      anchor.current = null;
      return set(null);
    }
    // Hold the noted row where it was: rows above it came in at their real heights, or rows were
    // added above.
    const was = anchor.current;
    if (was && !(o.pinned && o.pinned())) {
      for (let i = 0; i < els.length; i++) {
        if (els[i].getAttribute(ROW_KEY) !== was.key) continue;
        const moved = edgeOf(rects[i], o.hold) + scrollTop() - was.docTop;
        if (Math.abs(moved) >= 0.5) {
          window.scrollBy(0, moved);
          rects = [];
          for (let j = 0; j < els.length; j++) rects.push(els[j].getBoundingClientRect());
        }
        break;
      }
    }
    const viewport = viewportHeight();
    const stable = o.stable || (() => true);
    // The first stable row on the screen: it stays rendered in the next window too.
    anchor.current = null;
    for (let i = 0; i < els.length; i++) {
      const r = rects[i];
      const key = els[i].getAttribute(ROW_KEY) as string;
      if (r.bottom > 0 && r.top < viewport && stable(key)) {
        anchor.current = { key, docTop: edgeOf(r, o.hold) + scrollTop() };
        break;
      }
    }
    const boxRect = box.getBoundingClientRect();
    if (!move) {
      // Rows replaced under the window (a reset to the latest page) can leave the screen without
      // rows: then move now, else after the frame.
      const first = rects.length > 0 ? rects[0].top : Infinity;
      const last = rects.length > 0 ? rects[rects.length - 1].bottom : -Infinity;
      const covered = first <= Math.max(0, boxRect.top) + 1 && last >= Math.min(viewport, boxRect.bottom) - 1;
      if (covered) return schedule();
    }
    // The window for the layout as it is now.
    const n = o.keys.length;
    if (n === 0) return set(null);
    // Heights of rows long gone (dropped past a cap) are let go.
    if (measured.size > 2 * n + 100) {
      const keep = new Set(o.keys);
      measured.forEach((_, key) => {
        if (!keep.has(key)) measured.delete(key);
      });
    }
    const heights = rowHeights(o.keys, measured, o.estimate);
    const above = o.above !== undefined ? o.above : WINDOW_ABOVE;
    const below = o.below !== undefined ? o.below : WINDOW_BELOW;
    const next = varyingRowWindow(heights, boxRect.top, viewport, above, below);
    // The window moves only when the screen comes within half its margin of its edge (or it has
    // grown to twice its size, rows added at the end): a move renders a few rows at once rather
    // than one row a frame, and each move's fixed cost (a render, a layout) comes less often.
    const cur = span.peek();
    if (cur) {
      const held = resolve(cur, o.keys, indexOf(o.keys), heights);
      const need = varyingRowWindow(heights, boxRect.top, viewport, above / 2, below / 2);
      if (held.from <= need.from && held.to >= need.to && held.to - held.from <= 2 * (next.to - next.from) + 2) return;
    }
    // Past every row (or none reached yet): an empty window at the nearest row.
    const from = Math.min(next.from, n - 1);
    const to = Math.max(from, next.to);
    let head = from;
    while (head < to - 1 && !stable(o.keys[head])) head++;
    let tail = to - 1;
    while (tail > head && !stable(o.keys[tail])) tail--;
    set({
      fromKey: o.keys[head],
      lead: head - from,
      lastKey: to > from ? o.keys[tail] : '',
      trail: to > from ? to - 1 - tail : 0,
      count: to - from,
      toEnd: to === n,
    });
  }).current;

  // After every render (the rows changed, or the window moved): measure and hold still before the
  // browser paints; the window moves after the frame.
  useLayoutEffect(() => {
    sync(false, true);
  });

  useEffect(() => {
    const onResize = () => {
      // A new width or text size: heights measured before no longer hold.
      measured.clear();
      schedule();
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', onResize);
    // Rows that change height on their own (a photo, a font): measured and held still before the
    // paint. Old engines without ResizeObserver catch up at the next scroll.
    const w = watched.current;
    if (typeof ResizeObserver !== 'undefined') {
      w.observer = new ResizeObserver(() => sync(false, false));
      w.box = latest.current.rows.current;
      if (w.box) w.observer.observe(w.box);
    }
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', onResize);
      if (w.observer) w.observer.disconnect();
      w.observer = null;
      w.box = null;
      if (pendingMove.current) pendingMove.current();
      pendingMove.current = null;
    };
  }, [measured, sync, schedule]);

  const current = span.value;
  if (!current || keys.length === 0) return null;
  return resolve(current, keys, indexOf(keys), rowHeights(keys, measured, options.estimate));
}
