import { describe, expect, it } from 'vitest';
import { rowWindow } from './useRowWindow';
import { rowHeights, rowOffset, varyingRowWindow } from './useVaryingRowWindow';

const repeat = (n: number, h: number) => Array.from({ length: n }, () => h);

describe('varyingRowWindow', () => {
  it('with rows of one height, renders what the fixed-row window renders, between spacers', () => {
    // 100 rows of 100 px on a 600 px screen: half a screen above, a screen below (useRowWindow's).
    expect(varyingRowWindow(repeat(100, 100), 0, 600)).toEqual({ from: 0, to: 12, before: 0, after: 8800 });
    expect(varyingRowWindow(repeat(100, 100), -1000, 600)).toEqual({ from: 7, to: 22, before: 700, after: 7800 });
    const fixed = rowWindow(100, 100, -1000, 600);
    expect([fixed.from, fixed.to]).toEqual([7, 22]);
  });

  it('adds rows of different heights until the window is covered', () => {
    // Offsets: 0, 40, 340, 360, 380, 780, 840, 1140, 1160, 1560; 1600 in all.
    const heights = [40, 300, 20, 20, 400, 60, 300, 20, 400, 40];
    // A 500 px screen scrolled 500 px: rows from 250 px (half a screen above) to 1500 px.
    // Row 1 (40–340) ends past 250: it is the first; row 9 starts at 1560: the window stops before it.
    expect(varyingRowWindow(heights, -500, 500)).toEqual({ from: 1, to: 9, before: 40, after: 40 });
    // Scrolled 900 px: from 650 px (row 4, 380–780) to 1900 px (past the end).
    expect(varyingRowWindow(heights, -900, 500)).toEqual({ from: 4, to: 10, before: 380, after: 0 });
    // Before + rendered + after is always every row's height.
    const w = varyingRowWindow(heights, -500, 500);
    expect(w.before + heights.slice(w.from, w.to).reduce((a, b) => a + b, 0) + w.after).toBe(1600);
  });

  it('takes how many screens to keep above and below (a chat reads upwards: a screen above, half below)', () => {
    // 50 px rows, 640 px screen, scrolled 3000 px: from 3000 − 640 = 2360 to 3000 + 640 + 320 = 3960.
    expect(varyingRowWindow(repeat(200, 50), -3000, 640, 1, 0.5)).toEqual({ from: 47, to: 80, before: 2350, after: 6000 });
  });

  it('renders nothing when the rows are far below the screen, and nothing past the last row', () => {
    expect(varyingRowWindow(repeat(10, 100), 2000, 600)).toEqual({ from: 0, to: 0, before: 0, after: 1000 });
    expect(varyingRowWindow(repeat(10, 100), -5000, 600)).toEqual({ from: 10, to: 10, before: 1000, after: 0 });
  });

  it('uses measured heights where known and estimates for rows never rendered', () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const measured = new Map([
      ['b', 400],
      ['c', 25],
    ]);
    const heights = rowHeights(keys, measured, (i) => (i === 0 ? 30 : 100));
    expect(heights).toEqual([30, 400, 25, 100, 100, 100, 100, 100]);
    // At the top of a 400 px screen: down to 400 + 400 = 800 px; row 6 starts at 755, row 7 at 855.
    expect(varyingRowWindow(heights, 0, 400)).toEqual({ from: 0, to: 7, before: 0, after: 100 });
    // Estimated only, the same screen reaches row 7.
    expect(varyingRowWindow(rowHeights(keys, new Map(), () => 100), 0, 400)).toEqual({ from: 0, to: 8, before: 0, after: 0 });
  });

  it('a page prepended above moves the anchor row down by the new rows\' estimates: scrolled by that much, the window is the same rows', () => {
    const held = [60, 120, 40, 300, 80, 60, 60, 200, 40, 60];
    // A 300 px screen scrolled 250 px: rows from 100 px to 850 px; row 3 (220–520) is on the screen.
    const before = varyingRowWindow(held, -250, 300);
    expect(before).toEqual({ from: 1, to: 8, before: 60, after: 100 });
    expect(rowOffset(held, 3)).toBe(220);
    // Five older rows come, never rendered: 70 px each, by estimate.
    const grown = repeat(5, 70).concat(held);
    expect(rowOffset(grown, 8) - rowOffset(held, 3)).toBe(350);
    // The list scrolls by the same 350 px: row 3 (now 8) stays where it was on the screen, the window too.
    const after = varyingRowWindow(grown, -250 - 350, 300);
    expect(after).toEqual({ from: 6, to: 13, before: 60 + 350, after: 100 });
    // Not scrolled, the window would have jumped to the new rows at the top.
    expect(varyingRowWindow(grown, -250, 300)).toEqual({ from: 1, to: 9, before: 70, after: 500 });
  });
});
