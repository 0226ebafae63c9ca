import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractForApp } from '../scripts/contract-build.mjs';

const parse = (code: string) => parseAst(code);

describe('contract-build (the contract as the app bundles it)', () => {
  it("keeps of a declared call only what the app calls with", () => {
    const code = [
      'export const calls = {',
      '  list: call({ method: "GET", path: "/things/", access: "member", summary: "Every thing, newest first", query: ListQuery, response: List }),',
      "  make: call({ method: 'POST', path: '/things/:id', params: ThingParams, summary: `A thing`, body: object({ name: string() }), response: Thing }),",
      "  upload: call({ method: 'POST', path: '/files', upload: 'file', response: File, summary: 'A file' }),",
      '};',
    ].join('\n');
    const out = contractForApp(code, parse, true);
    expect(out.dropped).toBe(7);
    for (const gone of ['summary', 'Every thing', 'ListQuery', 'ThingParams', 'name: string']) expect(out.code).not.toContain(gone);
    expect(out.code).toContain('list: { method: "GET", path: "/things/", response: List },');
    expect(out.code).toContain("make: { method: 'POST', path: '/things/:id', response: Thing },");
    expect(out.code).toContain("upload: { method: 'POST', path: '/files', upload: 'file', response: File },");
    // What stays parses.
    expect(() => parse(out.code)).not.toThrow();
  });

  it('marks the calls of top-level declarations pure, and nothing inside functions', () => {
    const code = [
      "export const Name = size(string(), 1, 30);",
      "const Rule = refine(string(), 'rule', (value) => check(value) ?? true);",
      "export function run() { return sideEffect(); }",
      "sideEffectAtLoad();",
    ].join('\n');
    const out = contractForApp(code, parse, false);
    expect(out.code).toContain('export const Name = /* @__PURE__ */ size(/* @__PURE__ */ string(), 1, 30);');
    expect(out.code).toContain("const Rule = /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'rule', (value) => check(value) ?? true);");
    expect(out.code).toContain('return sideEffect();');
    expect(out.code).toContain('\nsideEffectAtLoad();');
    expect(out.dropped).toBe(0);
  });

  it('finds the summary of every declared call in contract/api', async () => {
    const dir = join(__dirname, '..', 'contract', 'api');
    for (const file of readdirSync(dir).filter((name) => /^[a-z][\w-]*\.ts$/i.test(name) && !name.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const declared = (source.match(/\bcall\(\{/g) || []).length;
      if (declared === 0) continue;
      // As the build sees the module: TypeScript stripped (by oxc, as Vite does).
      const out = contractForApp((await transformWithOxc(source, file)).code, parse, true);
      expect(out.code, file).not.toMatch(/\bsummary:/);
    }
  });
});
