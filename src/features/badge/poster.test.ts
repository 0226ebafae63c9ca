import { describe, expect, it } from 'vitest';
import { POSTER_HEIGHT, POSTER_WIDTH, drawBadgePoster } from './poster';

/** A 2D context that records what is drawn. */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        calls.push({ name: prop, args });
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('the share poster', () => {
  it('draws the background, the medallion and glyph, the texts, and one square per dark QR module', () => {
    const { ctx, calls } = recordingContext();
    // A 3×3 "QR" with 4 dark modules.
    const dark = new Set(['0,0', '0,2', '1,1', '2,0']);
    const paths: string[] = [];
    drawBadgePoster(ctx, {
      look: { colour: '#2B6CB0', glyph: 'M4 4h16v12H9l-5 4z' },
      name: 'First discussion', holder: 'Earned by Olivia Owner', group: 'in Demo Academy', hint: 'Scan to see this badge',
      qr: { size: 3, get: (row, col) => (dark.has(`${row},${col}`) ? 1 : 0) },
      path: (d) => {
        paths.push(d);
        return {} as Path2D;
      },
    });
    const rects = calls.filter((c) => c.name === 'fillRect');
    expect(rects[0]!.args).toEqual([0, 0, POSTER_WIDTH, POSTER_HEIGHT]);
    // background, header band, QR quiet zone, then the dark modules.
    expect(rects).toHaveLength(3 + dark.size);
    const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    expect(texts).toEqual(['First discussion', 'Earned by Olivia Owner', 'in Demo Academy', 'Scan to see this badge']);
    expect(paths).toEqual(['M4 4h16v12H9l-5 4z']);
    expect(calls.filter((c) => c.name === 'arc')).toHaveLength(2);
  });

  it('draws the medallion without a glyph where Path2D is missing', () => {
    const { ctx, calls } = recordingContext();
    drawBadgePoster(ctx, {
      look: { colour: '#000', glyph: 'M0 0z' }, name: 'n', holder: 'h', group: 'g', hint: 'q',
      qr: { size: 1, get: () => 1 },
    });
    expect(calls.some((c) => c.name === 'fill' && c.args.length === 1)).toBe(false);
    expect(calls.filter((c) => c.name === 'fillText')).toHaveLength(4);
  });
});
