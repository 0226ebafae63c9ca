// The theme preview's mock paints each mode with theme.css's own surfaces and text colours (it shows
// light and dark side by side, whatever the admin's theme): kept equal here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const theme = readFileSync(join(__dirname, '../../../styles/theme.css'), 'utf8');
const preview = readFileSync(join(__dirname, 'GroupAdminThemePreview.css'), 'utf8');

function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`) >= 0 ? css.indexOf(`${selector}{`) : css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start));
  const out: Record<string, string> = {};
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) out[m[1]!] = m[2]!.trim();
  return out;
}

const NAMES = ['bg', 'surface', 'surface-2', 'fg', 'fg-muted', 'border'];

describe('the theme preview\'s palettes', () => {
  it.each([
    ['light', { ...block(theme, ':root') }],
    ['dark', { ...block(theme, ':root'), ...block(theme, 'html[data-theme="dark"]') }],
  ])('%s mode uses theme.css\'s colours', (mode, expected) => {
    const mock = block(preview, `.group-theme-preview__mode--${mode}`);
    for (const name of NAMES) expect(mock[`--pv-${name}`], name).toBe(expected[`--${name}`]);
  });
});
