import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeDist, firstPaintGraph, staticImportsOf, validateBudgets, type Budgets } from '../scripts/check-budgets.mjs';

const budgets: Budgets = {
  firstPaintJs: { brotliKB: 45 },
  routeChunk: { brotliKB: 25 },
  firstPaintCss: { brotliKB: 8 },
  exempt: [],
};

/** About `kb` KB of brotli-incompressible text in a string literal. */
const blob = (kb: number) => `export const blob = "${randomBytes(kb * 1024).toString('base64')}";\n`;

let dir = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};

/** A dist shaped like Vite's output: entry -> vendor -> deep statically, route chunk lazily. */
function writeFixture() {
  write(
    'index.html',
    `<!doctype html><html><head>
      <script type="module" crossorigin src="./assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/preloaded-p1.js">
      <link rel="stylesheet" crossorigin href="./assets/index-c1.css">
    </head><body><div id="app"></div></body></html>`,
  );
  write(
    'assets/index-a1.js',
    'import{h as e}from"./vendor-v1.js";import"./side-s1.js";const r=()=>import("./route-r1.js");export{e,r};',
  );
  write('assets/vendor-v1.js', 'export*from"./deep-d1.js";export const h=1;');
  write('assets/deep-d1.js', 'export const d=1;');
  write('assets/side-s1.js', 'document.title="x";');
  write('assets/preloaded-p1.js', 'export const p=1;');
  write('assets/route-r1.js', 'import{s}from"./shared-s2.js";export default s;');
  write('assets/shared-s2.js', 'export const s=()=>import("./vendor-v1.js");');
  write('assets/index-c1.css', 'body{margin:0}');
  write('assets/route-r1.css', '.route{color:red}');
  write('favicon.svg', '<svg/>');
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  writeFixture();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('staticImportsOf', () => {
  it('lists import and re-export sources but not dynamic import()', () => {
    const code = 'import a from"./a.js";import"./b.js";export*from"./c.js";export{x}from"./d.js";import("./lazy.js");';
    expect(staticImportsOf(code)).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });
});

describe('firstPaintGraph', () => {
  it('follows static imports from the entry transitively and stops at dynamic ones', () => {
    const graph = firstPaintGraph(dir);
    expect(graph.js.sort()).toEqual(
      ['assets/deep-d1.js', 'assets/index-a1.js', 'assets/preloaded-p1.js', 'assets/side-s1.js', 'assets/vendor-v1.js'].sort(),
    );
    expect(graph.css).toEqual(['assets/index-c1.css']);
  });

  it('adds the CSS of statically imported chunks when a Vite manifest is present', () => {
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-a1.js', css: ['assets/index-c1.css'], isEntry: true },
        '_vendor.js': { file: 'assets/vendor-v1.js', css: ['assets/vendor-c2.css'] },
        'src/route.tsx': { file: 'assets/route-r1.js', css: ['assets/route-r1.css'] },
      }),
    );
    expect(firstPaintGraph(dir).css.sort()).toEqual(['assets/index-c1.css', 'assets/vendor-c2.css']);
  });

  it('fails loudly when index.html points at a missing chunk', () => {
    rmSync(join(dir, 'assets/deep-d1.js'));
    expect(() => firstPaintGraph(dir)).toThrow(/deep-d1\.js/);
  });
});

describe('analyzeDist', () => {
  it('classifies every JS and CSS file and passes a small build', () => {
    const report = analyzeDist(dir, budgets);
    const kinds = Object.fromEntries(report.files.map((f) => [f.file, f.kind]));
    expect(kinds).toEqual({
      'assets/deep-d1.js': 'first-paint-js',
      'assets/index-a1.js': 'first-paint-js',
      'assets/index-c1.css': 'first-paint-css',
      'assets/preloaded-p1.js': 'first-paint-js',
      'assets/route-r1.css': 'route-css',
      'assets/route-r1.js': 'route-js',
      'assets/shared-s2.js': 'route-js',
      'assets/side-s1.js': 'first-paint-js',
      'assets/vendor-v1.js': 'first-paint-js',
    });
    for (const f of report.files) {
      expect(f.raw).toBeGreaterThan(0);
      expect(f.brotli).toBeGreaterThan(0);
    }
    expect(report.violations).toEqual([]);
  });

  it('names a lazy chunk over the per-chunk budget', () => {
    write('assets/shared-s2.js', blob(30));
    const report = analyzeDist(dir, budgets);
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatch(/^assets\/shared-s2\.js \(route-js\) is \d+\.\d KB brotli, over the 25 KB/);
  });

  it('lets an exempt lazy chunk exceed the per-chunk budget', () => {
    write('assets/hls-h1.js', blob(30));
    const exempt = [{ pattern: 'hls-*.js', reason: 'video player, loaded only on the stream page' }];
    const report = analyzeDist(dir, { ...budgets, exempt });
    expect(report.violations).toEqual([]);
    expect(report.files.find((f) => f.file === 'assets/hls-h1.js')?.exempt).toBe(exempt[0].reason);
  });

  it('counts static imports toward the first-paint total, which an exemption cannot lift', () => {
    write('assets/deep-d1.js', blob(25));
    write('assets/vendor-v1.js', `export*from"./deep-d1.js";${blob(25)}`.replace('blob', 'blob2'));
    const report = analyzeDist(dir, { ...budgets, exempt: [{ pattern: '*.js', reason: 'everything' }] });
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatch(/^first-paint JS is \d+\.\d KB brotli, over the 45 KB budget/);
    expect(report.violations[0]).toMatch(/deep-d1\.js|vendor-v1\.js/);
  });

  it('fails first-paint CSS over its budget', () => {
    write('assets/index-c1.css', `.x{content:"${randomBytes(10 * 1024).toString('base64')}"}`);
    expect(analyzeDist(dir, budgets).violations).toEqual([expect.stringMatching(/^first-paint CSS is .* over the 8 KB budget/)]);
  });

  it('refuses budgets without limits or exemptions without a reason', () => {
    expect(validateBudgets({ ...budgets, exempt: [{ pattern: 'x.js', reason: '' }] })).toEqual(['exempt[0] needs a reason']);
    expect(validateBudgets({ routeChunk: { brotliKB: 25 }, exempt: [] })).toHaveLength(2);
    expect(() => analyzeDist(dir, { ...budgets, firstPaintJs: { brotliKB: 0 } })).toThrow(/firstPaintJs/);
  });
});

describe('sub-app budgets', () => {
  it('counts a sub-app chunk and its static imports beyond the first paint, against its own budget', () => {
    write('assets/AdminApp-x1.js', 'import{h}from"./vendor-v1.js";import{q}from"./admin-only-a1.js";export default ()=>h+q;');
    write('assets/admin-only-a1.js', blob(3));
    const within = analyzeDist(dir, { ...budgets, subApps: [{ name: 'admin', entry: 'AdminApp-*.js', brotliKB: 10 }] });
    expect(within.violations).toEqual([]);
    expect(within.subApps[0].files.sort()).toEqual(['assets/AdminApp-x1.js', 'assets/admin-only-a1.js']);
    expect(within.subApps[0].brotli).toBeGreaterThan(3 * 1024);

    const over = analyzeDist(dir, { ...budgets, subApps: [{ name: 'admin', entry: 'AdminApp-*.js', brotliKB: 2 }] });
    expect(over.violations).toEqual([expect.stringMatching(/^sub-app admin \(.*\) is \d+\.\d KB brotli, over its 2 KB budget$/)]);
  });

  it('counts the scripts a sub-app loads beyond the first paint against its maxScripts', () => {
    write('assets/opening-o1.js', 'import{h}from"./vendor-v1.js";import{q}from"./runtime-r1.js";import{z}from"./course-c1.js";export default ()=>h+q+z;');
    write('assets/runtime-r1.js', 'export const q=1;');
    write('assets/course-c1.js', 'export const z=2;');
    const opening = { name: 'opening screen', entry: 'opening-*.js', brotliKB: 10 };
    expect(analyzeDist(dir, { ...budgets, subApps: [{ ...opening, maxScripts: 3 }] }).violations).toEqual([]);
    expect(analyzeDist(dir, { ...budgets, subApps: [{ ...opening, maxScripts: 2 }] }).violations).toEqual([
      'sub-app opening screen loads 3 scripts beyond the first paint (assets/opening-o1.js, assets/runtime-r1.js, assets/course-c1.js), over its 2',
    ]);
    expect(validateBudgets({ ...budgets, subApps: [{ ...opening, maxScripts: 0 }] })).toEqual(['subApps[0].maxScripts must be a positive whole number']);
  });

  it('fails when no chunk is the sub-app entry, rather than passing silently', () => {
    const report = analyzeDist(dir, { ...budgets, subApps: [{ name: 'admin', entry: 'AdminApp-*.js', brotliKB: 10 }] });
    expect(report.violations).toEqual(['sub-app admin: no lazy chunk matches AdminApp-*.js']);
    expect(validateBudgets({ ...budgets, subApps: [{ name: 'admin', entry: '', brotliKB: 0 }] })).toEqual([
      'subApps[0].entry is missing',
      'subApps[0].brotliKB must be a positive number',
    ]);
  });
});
