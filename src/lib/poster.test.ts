import { describe, expect, it } from 'vitest';
import { breakUnits, drawQrModules, qrDrawnSide, wrapText } from './poster';

// A stand-in for measureText: full-width characters 10 units wide, everything else 5.
const measure = (text: string) => Array.from(text).reduce((sum, ch) => sum + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 10 : 5), 0);

describe('breakUnits', () => {
  it('makes each CJK character a unit and keeps words whole, with closing punctuation on the character before', () => {
    expect(breakUnits('林晓明，你好')).toEqual(['林', '晓', '明，', '你', '好']);
    expect(breakUnits('Hello big world')).toEqual(['Hello ', 'big ', 'world']);
    expect(breakUnits('Demo学院 Academy')).toEqual(['Demo', '学', '院', ' ', 'Academy']);
  });
});

describe('wrapText', () => {
  it('breaks a long CJK name between characters, filling each line', () => {
    // 12 characters of 10 units in lines of 50: five per line.
    expect(wrapText(measure, '上海数字资产学习小组欢迎你', 50, 3)).toEqual(['上海数字资', '产学习小组', '欢迎你']);
  });

  it('never starts a line with closing punctuation', () => {
    expect(wrapText(measure, '林晓明同学，欢迎加入', 50, 3)).toEqual(['林晓明同', '学，欢迎加', '入']);
  });

  it('breaks Latin text between words, and cuts a word wider than a line', () => {
    expect(wrapText(measure, 'Olivia Owner invites you', 55, 3)).toEqual(['Olivia', 'Owner', 'invites you']);
    expect(wrapText(measure, 'Supercalifragilistic', 50, 3)).toEqual(['Supercalif', 'ragilistic']);
  });

  it('ends the last line with an ellipsis when the text needs more lines than allowed', () => {
    const lines = wrapText(measure, '上海数字资产学习小组欢迎你加入我们', 50, 2);
    expect(lines).toEqual(['上海数字资', '产学习小…']);
    expect(lines.every((line) => measure(line) <= 50)).toBe(true);
  });

  it('gives one line for short text and none for blank text', () => {
    expect(wrapText(measure, '  Demo  Academy ', 200, 2)).toEqual(['Demo Academy']);
    expect(wrapText(measure, '   ', 200, 2)).toEqual([]);
  });
});

describe('drawQrModules', () => {
  it('draws the quiet zone and one square per dark module, centred', () => {
    const rects: number[][] = [];
    const ctx = { fillRect: (...args: number[]) => rects.push(args), fillStyle: '' } as unknown as CanvasRenderingContext2D;
    const drawn = drawQrModules(ctx, { size: 3, get: (row, col) => (row === col ? 1 : 0) }, 100, 10, 50);
    // 5 cells of 10 (3 modules and the quiet zone), centred on x = 100.
    expect(drawn).toBe(50);
    expect(rects[0]).toEqual([75, 10, 50, 50]);
    expect(rects.slice(1)).toEqual([[85, 20, 10, 10], [95, 30, 10, 10], [105, 40, 10, 10]]);
  });

  it('tells the side it draws before drawing, so a poster can be sized to it', () => {
    const qr = { size: 21, get: () => 0 };
    // 23 cells of 13 px fit 300: 299.
    expect(qrDrawnSide(qr, 300)).toBe(299);
    const ctx = { fillRect: () => undefined, fillStyle: '' } as unknown as CanvasRenderingContext2D;
    expect(drawQrModules(ctx, qr, 300, 0, 300)).toBe(qrDrawnSide(qr, 300));
  });
});
