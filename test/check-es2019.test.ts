import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDir, checkSource } from '../scripts/check-es2019.mjs';

const messages = (code: string) => checkSource(code).errors.map((e) => e.message);

describe('check-es2019', () => {
  it('rejects optional chaining with the position of the offence', () => {
    const { errors } = checkSource('const x = 1;\nconst y = a?.b;', 'chunk.js');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'chunk.js', line: 2, column: 11 });
    expect(errors[0].message).toMatch(/optional chaining/);
    expect(errors[0].snippet).toContain('a?.b');
  });

  it('rejects nullish coalescing', () => {
    expect(messages('const y = a ?? b;')).toEqual([expect.stringMatching(/nullish coalescing/)]);
  });

  it('rejects class fields and private names', () => {
    expect(messages('class A { x = 1 }')).toEqual([expect.stringMatching(/class field/)]);
    expect(messages('class A { #x; get() { return this.#x } }')).toContain('private name `#…` (ES2022)');
  });

  it('rejects the other post-2019 syntax', () => {
    expect(messages('a ||= b')).toEqual([expect.stringMatching(/logical assignment/)]);
    expect(messages('const n = 1_000')).toEqual([expect.stringMatching(/numeric separator/)]);
    expect(messages('const n = 10n')).toEqual([expect.stringMatching(/BigInt/)]);
    expect(messages('await x')).toEqual([expect.stringMatching(/top-level await/)]);
    expect(messages('export * as ns from "./a.js"')).toEqual([expect.stringMatching(/export \* as/)]);
    expect(messages('const r = /(?<=a)b/')).toEqual([expect.stringMatching(/lookbehind/)]);
  });

  it('accepts ES2019 code with dynamic import() and import.meta', () => {
    const code = [
      'import { h } from "./vendor.js";',
      'export const load = () => import("./route.js").then((m) => m.default);',
      'const base = new URL("./", import.meta.url);',
      'async function f() { try { await load(); } catch { return h; } for await (const x of y) {} }',
      'const { a, ...rest } = { a: 1, b: 2 };',
      'const e = Object.fromEntries([["a", 1]]).a ** 2;',
    ].join('\n');
    expect(checkSource(code)).toEqual({ errors: [], warnings: [] });
  });

  it('fails on runtime APIs the targets lack and only warns on feature-detectable ones', () => {
    expect(messages('s.replaceAll("a", "b")')).toEqual([expect.stringMatching(/replaceAll/)]);
    expect(messages('Object.hasOwn(o, "k")')).toEqual([expect.stringMatching(/Object.hasOwn/)]);
    expect(messages('Promise.allSettled([])')).toEqual([expect.stringMatching(/allSettled/)]);
    expect(messages('structuredClone(v)')).toEqual([expect.stringMatching(/structuredClone/)]);
    const result = checkSource('const g = globalThis; const last = list.at(-1); const o = { at: 1 };');
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/globalThis/),
      expect.stringMatching(/\.at/),
    ]);
  });

  it('reports unparseable code as an error instead of throwing', () => {
    expect(messages('const = ;')).toEqual([expect.stringMatching(/does not parse/)]);
  });
});

describe('checkDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('checks every chunk below the folder, naming files relative to it', () => {
    dir = mkdtempSync(join(tmpdir(), 'es2019-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'ok.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'assets', 'bad.js'), 'export const b = a?.b;');
    writeFileSync(join(dir, 'assets', 'style.css'), 'a{color:red}');
    const result = checkDir(dir);
    expect(result.files).toHaveLength(2);
    expect(result.errors.map((e) => e.file)).toEqual([join('assets', 'bad.js')]);
  });
});
