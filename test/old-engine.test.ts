import { describe, expect, it } from 'vitest';
import { builtCssProblems, layoutDifferences, relation, SCREENS, type Shown } from '../scripts/old-engine.mjs';

// The layout comparison of the Chromium 73 check (issue 24): what it calls a difference between
// the two engines, on boxes as the page reports them.

function el(place: string, x: number, y: number, w: number, h: number, more: Partial<Shown> = {}): Shown {
  const parent = place.split('>').slice(0, -1).join('>');
  return { place, parent, box: true, flow: true, text: place.split('>').pop()!, x, y, w, h, ...more };
}

/** A row of two words 8 px apart, as today's Chromium lays it out. */
const row = [el('body>div0', 0, 0, 100, 20, { box: false }), el('body>div0>span0', 0, 0, 40, 20), el('body>div0>span1', 48, 0, 40, 20)];

describe('relation', () => {
  it('says whether the next sibling is below, beside or over the one before, and how far', () => {
    expect(relation(el('a', 0, 0, 10, 10), el('b', 0, 14, 10, 10))).toEqual({ kind: 'below', space: 4 });
    expect(relation(el('a', 0, 0, 10, 10), el('b', 16, 0, 10, 10))).toEqual({ kind: 'beside', space: 6 });
    expect(relation(el('a', 0, 0, 10, 10), el('b', 5, 5, 10, 10)).kind).toBe('overlapping');
  });
});

describe('layoutDifferences', () => {
  it('finds nothing when the engines agree, or differ by a pixel of rounding', () => {
    expect(layoutDifferences(row, row)).toEqual([]);
    const rounded = [row[0], el('body>div0>span0', 0, 0, 41, 21), el('body>div0>span1', 49, 0, 40, 20)];
    expect(layoutDifferences(rounded, row)).toEqual([]);
  });

  it('finds a lost gap: the two words touch in Chromium 73', () => {
    const touching = [row[0], row[1], el('body>div0>span1', 40, 0, 40, 20)];
    expect(layoutDifferences(touching, row).map((d) => d.what)).toEqual(['"span0" and "span1" are 0px apart, today 8px']);
  });

  it('finds a row that stacked (flex on a fieldset, before Chrome 86)', () => {
    const stacked = [row[0], row[1], el('body>div0>span1', 0, 20, 40, 20)];
    expect(layoutDifferences(stacked, row).map((d) => d.what)).toEqual(['"span0" and "span1" are below, today beside']);
  });

  it('finds a box of another size beyond 3 px and 6%, and one not shown at all', () => {
    const cover = [el('body>img0', 0, 0, 328, 185)];
    expect(layoutDifferences([el('body>img0', 0, 0, 328, 164)], cover).map((d) => d.what)).toEqual(['"img0" is 328×164, today 328×185']);
    expect(layoutDifferences([el('body>img0', 0, 0, 328, 180)], cover)).toEqual([]);
    expect(layoutDifferences([], cover).map((d) => d.what)).toEqual(['"img0" is not shown']);
  });

  it('leaves out what is out of the flow, and the size of a video (Chromium 73 here cannot decode one)', () => {
    const today = [...row, el('body>div0>i2', 200, 0, 10, 10, { flow: false }), el('body>video1', 0, 30, 328, 185, { video: true })];
    const old = [...row, el('body>div0>i2', 40, 0, 10, 10, { flow: false }), el('body>video1', 0, 30, 328, 164, { video: true })];
    expect(layoutDifferences(old, today)).toEqual([]);
  });

  it('sorts the differences from the top of the page', () => {
    const today = [el('body>p0', 0, 100, 50, 20), el('body>p1', 0, 10, 50, 20)];
    expect(layoutDifferences([], today).map((d) => d.at.place)).toEqual(['body>p1', 'body>p0']);
  });
});

describe('builtCssProblems', () => {
  it('finds a flexbox gap and an aspect-ratio in minified CSS, not a grid gap or a margin', () => {
    const css = '.a{display:flex;gap:8px}.b{display:grid;gap:8px}.c{display:flex}.c>*+*{margin-left:8px}.d{width:100%;aspect-ratio:16/9}.e{display:inline-flex;column-gap:4px}';
    expect(builtCssProblems(css, 'x.css')).toEqual([
      'x.css: flexbox gap in .a',
      'x.css: aspect-ratio in .d',
      'x.css: flexbox column-gap in .e',
    ]);
  });

  it('reads rules inside media queries too', () => {
    expect(builtCssProblems('@media (min-width:768px){.a{display:flex;row-gap:2px}}')).toEqual(['<css>: flexbox row-gap in .a']);
  });
});

describe('the screens', () => {
  it('cover a guest, a member and the owner', () => {
    expect(new Set(SCREENS.map((s) => s.persona))).toEqual(new Set(['guest', 'member', 'owner']));
  });
});
