import type { RefObject } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { afterNextFrame } from './afterNextFrame';

/**
 * Windowing for long lists whose rows all have one height (set by the rows' CSS): only the rows
 * near the screen are in the document. Issue 4e: with every row of 500 courses in the document, a
 * 4×-throttled phone spent 30–75 ms a frame laying out and painting rows that scrolled near the
 * screen, even with content-visibility; with a window of about two and a half screens a frame adds
 * one row and drops one.
 *
 * The page (window) is the scroller, as everywhere in the app. Without layout (jsdom, or a list
 * inside something hidden) a row measures 0 px high and the hook returns null: then the list
 * renders every row, as a list without windowing does.
 */

/** Rows rendered above the screen, in screens: enough that a flick back up shows rows at once. */
export const WINDOW_ABOVE = 0.5;
/** Rows rendered below the screen, in screens: the scrolling direction that matters most. */
export const WINDOW_BELOW = 1;

export interface RowWindow {
  /** Height of one row in CSS px, as measured. */
  rowHeight: number;
  /** Rows [from, to) are rendered. */
  from: number;
  to: number;
  /** Index of the last row at least partly on the screen (-1 when none is). */
  lastVisible: number;
}

/**
 * Which rows to render, given where the top of the rows' box is relative to the top of the screen
 * (getBoundingClientRect().top: negative once scrolled past) and the screen's height.
 */
export function rowWindow(total: number, rowHeight: number, top: number, viewport: number): RowWindow {
  const clamp = (n: number) => Math.max(0, Math.min(total, n));
  const from = clamp(Math.floor((-top - viewport * WINDOW_ABOVE) / rowHeight));
  const to = clamp(Math.ceil((viewport * (1 + WINDOW_BELOW) - top) / rowHeight));
  // The row whose box holds the screen's bottom edge; none if the rows start below the screen.
  const lastVisible = top >= viewport ? -1 : Math.min(total, Math.ceil((viewport - top) / rowHeight)) - 1;
  return { rowHeight, from: Math.min(from, to), to, lastVisible };
}

function sameWindow(a: RowWindow | null, b: RowWindow | null): boolean {
  if (!a || !b) return a === b;
  return a.rowHeight === b.rowHeight && a.from === b.from && a.to === b.to && a.lastVisible === b.lastVisible;
}

/** The window for the rows' box as it is laid out now; null without a row height (no layout). */
function windowOf(rows: HTMLElement | null, total: number, rowHeight: number): RowWindow | null {
  if (!rows || rowHeight <= 0) return null;
  return rowWindow(total, rowHeight, rows.getBoundingClientRect().top, window.innerHeight || document.documentElement.clientHeight);
}

/** A row's height, from one rendered row: 0 without layout. */
function rowHeightOf(rows: HTMLElement | null): number {
  const row = rows && rows.querySelector('li');
  return row ? row.getBoundingClientRect().height : 0;
}

/**
 * `rows` is the element holding the rows (each a direct or nested `<li>`); its top is row 0's top.
 * Returns null until a row has been measured, or when windowing is off.
 */
export function useRowWindow(enabled: boolean, rows: RefObject<HTMLElement | null>, total: number): RowWindow | null {
  const win = useSignal<RowWindow | null>(null);
  // What was last set, for the scroll handler (which outlives renders) and to skip equal windows.
  const current = useRef<RowWindow | null>(null);
  const count = useRef(total);
  count.current = total;
  const set = useRef((next: RowWindow | null) => {
    if (sameWindow(current.current, next)) return;
    current.current = next;
    win.value = next;
  }).current;

  // A row is measured as soon as one is in the document, and the window set before the browser
  // paints, so the first paint already has the rows' full height and only the window's rows.
  useLayoutEffect(() => {
    const known = current.current;
    set(enabled ? windowOf(rows.current, total, known ? known.rowHeight : rowHeightOf(rows.current)) : null);
  }, [enabled, total, rows, set]);

  useEffect(() => {
    if (!enabled) return;
    let cancel: (() => void) | null = null;
    let remeasure = false;
    // After the frame, in a task of its own: the layout read then is fresh, and the rows that come
    // in are rendered apart from the frame that lays them out and paints them (each half of what
    // one task did when both ran in the frame's callbacks, issue 4e).
    const schedule = (newSize: boolean) => {
      remeasure = remeasure || newSize;
      if (cancel) return;
      cancel = afterNextFrame(() => {
        cancel = null;
        const known = current.current;
        const height = remeasure || !known ? rowHeightOf(rows.current) : known.rowHeight;
        remeasure = false;
        set(windowOf(rows.current, count.current, height));
      });
    };
    const onScroll = () => schedule(false);
    // A new width, orientation or text size can change the rows' height.
    const onResize = () => schedule(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      if (cancel) cancel();
    };
  }, [enabled, rows, set]);

  return win.value;
}
