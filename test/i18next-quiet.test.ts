import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { quietLogs } from '../scripts/i18next-quiet.mjs';

const parse = (code: string) => parseAst(code);

describe('i18next-quiet (the build drops i18next debug-only messages)', () => {
  it('empties the arguments of debug-only logger calls and leaves everything else as it was', () => {
    const code = [
      'class A { f(x) {',
      '  this.logger.warn(`missing ${x.join(", ")}`, "This means something IS WRONG");',
      '  this.services.logger.log("loaded", x);',
      '  this.logger.once(x, "deprecate", `v27 ${x}`);',
      '  this.logger.error("broken", x);',
      '  console.warn("kept");',
      '  other.warn("kept too");',
      '  return this.logger.deprecate("old");',
      '} }',
    ].join('\n');
    const out = quietLogs(code, parse);
    expect(out.calls).toBe(4);
    expect(out.code).toContain('this.logger.warn();');
    expect(out.code).toContain('this.services.logger.log();');
    expect(out.code).toContain('this.logger.once();');
    expect(out.code).toContain('return this.logger.deprecate();');
    expect(out.code).toContain('this.logger.error("broken", x);');
    expect(out.code).toContain('console.warn("kept");');
    expect(out.code).toContain('other.warn("kept too");');
    expect(out.code).not.toContain('IS WRONG');
    // Still a program.
    expect(() => parse(out.code)).not.toThrow();
  });

  it('finds i18next’s own debug messages, whose methods still print only with debug on', () => {
    const file = join(__dirname, '..', 'node_modules', 'i18next', 'dist', 'esm', 'i18next.js');
    const source = readFileSync(file, 'utf8');
    const out = quietLogs(source, parse);
    expect(out.calls).toBeGreaterThan(30);
    expect(out.code).not.toContain('IS WRONG');
    expect(() => parse(out.code)).not.toThrow();
    // The premise: in i18next's Logger, log, warn and deprecate are debug-only and once returns
    // before logging unless debug is on. An upgrade that changed that fails here.
    expect(source).toMatch(/log\(\.\.\.args\) \{\s*return this\.forward\(args, 'log', '', true\);/);
    expect(source).toMatch(/warn\(\.\.\.args\) \{\s*return this\.forward\(args, 'warn', '', true\);/);
    expect(source).toMatch(/deprecate\(\.\.\.args\) \{\s*return this\.forward\(args, 'warn', 'WARNING DEPRECATED: ', true\);/);
    expect(source).toMatch(/once\(key, lvl, \.\.\.args\) \{\s*if \(!this\.debug/);
    expect(source).toMatch(/if \(debugOnly && !this\.debug\) return null;/);
  });

  it('the app never turns i18next debug on', () => {
    const i18n = readFileSync(join(__dirname, '..', 'src', 'lib', 'i18n.ts'), 'utf8');
    expect(i18n).not.toMatch(/debug\s*:\s*true/);
  });
});
