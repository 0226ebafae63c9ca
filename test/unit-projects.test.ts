// The unit run's projects (vitest.config.ts, README "Test it"): every test file of src/,
// contract/ and test/ runs in exactly one of them, and a logic test that needs a DOM says so where
// Vitest reads it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { MODULE_MOCKING_TESTS } from '../vitest.config';

const ROOT = join(__dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A glob of the shapes the config uses (`dir/**\/*.test.{ts,tsx}`) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_, list: string) => `(?:${list.split(',').join('|')})`)
    .replace(/\*\*\//g, '@@')
    .replace(/\*/g, '[^/]*')
    .replace(/@@/g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

type Project = { test: { name: string; environment: string; include: string[]; exclude?: string[]; isolate?: boolean; setupFiles?: string[] } };
const projects = (config.test!.projects as Project[]).map((p) => ({
  name: p.test.name,
  environment: p.test.environment,
  isolate: p.test.isolate !== false,
  setupFiles: p.test.setupFiles ?? [],
  include: p.test.include.map(globToRegExp),
  exclude: (p.test.exclude ?? []).map(globToRegExp),
}));
const takes = (p: (typeof projects)[number], file: string) =>
  p.include.some((re) => re.test(file)) && !p.exclude.some((re) => re.test(file));
/** Whether a test file replaces a module, as vitest.config.ts tells them apart (checked below). */
const mocksModules = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(ROOT, file), 'utf8'));

const files = ['src', 'contract', 'test'].flatMap(walk);

describe('the unit projects', () => {
  it('are node for .test.ts and jsdom for .test.tsx; only the files that replace no module share a worker', () => {
    expect(projects.map((p) => [p.name, p.environment, p.isolate])).toEqual([
      ['node', 'node', false],
      ['node-isolated', 'node', true],
      ['jsdom', 'jsdom', false],
      ['jsdom-isolated', 'jsdom', true],
    ]);
  });

  it('start each rendering file of a shared window from a clean page and new modules, before the common setup', () => {
    const setups = Object.fromEntries(projects.map((p) => [p.name, p.setupFiles]));
    expect(setups).toEqual({
      node: ['test/setup.ts'],
      'node-isolated': ['test/setup.ts'],
      jsdom: ['test/fresh-file.ts', 'test/setup.ts'],
      'jsdom-isolated': ['test/setup.ts'],
    });
  });

  it('run every test file of src/, contract/ and test/ exactly once, by its name', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const takers = projects.filter((p) => takes(p, file)).map((p) => p.name);
      const own = (file.endsWith('.tsx') ? 'jsdom' : 'node') + (mocksModules(file) ? '-isolated' : '');
      expect({ file, takers }).toEqual({ file, takers: [own] });
    }
    // The files that replace a module, found by the config: the ones this test finds too.
    expect(MODULE_MOCKING_TESTS.slice().sort()).toEqual(files.filter((f) => /\.test\.tsx?$/.test(f) && mocksModules(f)).sort());
    expect(MODULE_MOCKING_TESTS.length).toBeGreaterThan(0);
  });

  // Vitest takes the environment named anywhere in a file (even in a string): a .test.ts asks for
  // jsdom in its first line, the one place a reader looks, and nowhere else. (Spelt in two parts
  // here, so that this file does not ask for it.)
  const ASK = ['@vitest', 'environment'].join('-');
  it('lets a .test.ts ask for jsdom in its first line only', () => {
    const misplaced = files.filter((file) => {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      const asks = lines.filter((line) => line.indexOf(ASK) >= 0);
      if (asks.length === 0) return false;
      return file.endsWith('.tsx') || asks.length > 1 || lines[0] !== `// ${ASK} jsdom`;
    });
    expect(misplaced).toEqual([]);
  });
});
