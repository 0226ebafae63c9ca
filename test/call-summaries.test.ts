import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropSummaries } from '../scripts/call-summaries.mjs';

const parse = (code: string) => parseAst(code);

describe('call-summaries (the build drops the declared calls’ summaries)', () => {
  it('empties summary strings and leaves every other property as it was', () => {
    const code = [
      'export const calls = {',
      '  list: call({ method: "GET", path: "/things/", access: "member", summary: "Every thing, newest first", response: List }),',
      "  one: call({ method: 'GET', path: '/things/:id', summary: `One thing`, response: Thing }),",
      '  odd: call({ summary: someName, path: "/odd" }),',
      '};',
    ].join('\n');
    const out = dropSummaries(code, parse);
    expect(out.summaries).toBe(2);
    expect(out.code).not.toContain('Every thing');
    expect(out.code).not.toContain('One thing');
    expect(out.code).toContain('summary: "", response: List');
    expect(out.code).toContain("path: '/things/:id', summary: \"\"");
    expect(out.code).toContain('summary: someName');
  });

  it('finds the summary of every declared call in contract/api', async () => {
    const dir = join(__dirname, '..', 'contract', 'api');
    for (const file of readdirSync(dir).filter((name) => /^[a-z][\w-]*\.ts$/i.test(name) && !name.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const declared = (source.match(/\bcall\(\{/g) || []).length;
      if (declared === 0) continue;
      // As the build sees the module: TypeScript stripped (by oxc, as Vite does).
      const js = (await transformWithOxc(source, file)).code;
      expect(dropSummaries(js, parse).summaries, file).toBe(declared);
    }
  });
});
