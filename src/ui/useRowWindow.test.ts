import { describe, expect, it } from 'vitest';
import { rowWindow, WINDOW_ABOVE, WINDOW_BELOW } from './useRowWindow';

// 100 px rows on a 600 px screen: half a screen (3 rows) is kept above, a screen (6 rows) below.
describe('rowWindow', () => {
  it('at the top, renders the screen and a screen below it', () => {
    expect(WINDOW_ABOVE).toBe(0.5);
    expect(WINDOW_BELOW).toBe(1);
    expect(rowWindow(100, 100, 0, 600)).toEqual({ rowHeight: 100, from: 0, to: 12, lastVisible: 5 });
  });

  it('scrolled down, drops the rows more than half a screen above', () => {
    // Rows 10–15 are on the screen.
    expect(rowWindow(100, 100, -1000, 600)).toEqual({ rowHeight: 100, from: 7, to: 22, lastVisible: 15 });
    // Part of row 10 and part of row 16 are on the screen.
    expect(rowWindow(100, 100, -1050, 600)).toEqual({ rowHeight: 100, from: 7, to: 23, lastVisible: 16 });
  });

  it('never goes past the rows there are', () => {
    expect(rowWindow(14, 100, -1000, 600)).toEqual({ rowHeight: 100, from: 7, to: 14, lastVisible: 13 });
    // Scrolled past every row (the list's foot is on the screen).
    expect(rowWindow(5, 100, -2000, 600)).toEqual({ rowHeight: 100, from: 5, to: 5, lastVisible: 4 });
  });

  it('with the rows below the screen, shows none of them yet but renders the first ones', () => {
    expect(rowWindow(100, 100, 700, 600)).toEqual({ rowHeight: 100, from: 0, to: 5, lastVisible: -1 });
    expect(rowWindow(100, 100, 2000, 600)).toEqual({ rowHeight: 100, from: 0, to: 0, lastVisible: -1 });
  });

  it('works with fractional row heights (rows sized in em)', () => {
    const win = rowWindow(500, 108.5, -10_850, 640);
    expect(win.from).toBe(97);
    expect(win.lastVisible).toBe(105);
    expect(win.to).toBe(112);
  });
});
