// The theme's colours as written in theme.css, checked against WCAG contrast in both themes: what
// the axe pass sees only on the screens it visits, here for every pair the variables are meant for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_BACKGROUNDS } from '../lib/customTheme';

const css = readFileSync(join(__dirname, 'theme.css'), 'utf8');

function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in theme.css`);
  const body = css.slice(start, css.indexOf('}', start));
  const out: Record<string, string> = {};
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) out[m[1]] = m[2].trim();
  return out;
}

/** The variables of a theme, var() references followed, short hex written out. */
function palette(theme: 'light' | 'dark'): Record<string, string> {
  const vars = { ...declarations(':root'), ...(theme === 'dark' ? declarations('html[data-theme="dark"]') : {}) };
  const resolve = (value: string, depth = 0): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (ref && depth < 10) return resolve(vars[ref[1]], depth + 1);
    return /^#[0-9a-f]{3}$/i.test(value) ? '#' + value.slice(1).replace(/./g, (c) => c + c) : value;
  };
  const out: Record<string, string> = {};
  for (const name of Object.keys(vars)) out[name] = resolve(vars[name]);
  return out;
}

const SURFACES = ['--bg', '--surface', '--surface-2'];
/** Text colour → the backgrounds it is written on. */
const TEXT_PAIRS: [string, string[]][] = [
  ['--fg', SURFACES],
  ['--fg-muted', SURFACES],
  // Links, active tabs, the live timer, prices: the primary as text.
  ['--primary-text', SURFACES],
  ['--danger', ['--bg', '--surface']],
  ['--warning', ['--bg', '--surface']],
  ['--success', ['--bg', '--surface']],
  // Buttons and tags filled with a colour.
  ['--on-primary', ['--primary']],
  ['--on-danger', ['--danger']],
  ['--on-warning', ['--warning']],
  // Toasts are the page's colours inverted.
  ['--bg', ['--fg']],
];

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const colours = palette(theme);

  it.each(TEXT_PAIRS)('%s reads at 4.5:1 on its backgrounds', (text, backgrounds) => {
    for (const background of backgrounds) {
      expect(colours[text], text).toMatch(/^#[0-9a-f]{6}$/i);
      const ratio = contrastRatio(colours[text], colours[background]);
      expect(ratio, `${text} ${colours[text]} on ${background} ${colours[background]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the focus ring stands out at 3:1 from every surface', () => {
    for (const background of SURFACES) {
      expect(contrastRatio(colours['--focus-ring'], colours[background]), background).toBeGreaterThanOrEqual(3);
    }
  });

  it("the custom theme's text variants are measured against this theme's hardest surface", () => {
    expect(colours['--surface-2']).toBe(TEXT_BACKGROUNDS[theme]);
  });
});

it('the primary fill stays the spec teal in both themes', () => {
  expect(palette('light')['--primary']).toBe('#00ceb7');
  expect(palette('dark')['--primary']).toBe('#00ceb7');
});
