import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SET_NAMES } from './iconSet';

describe('the icon set', () => {
  it('draws every named icon (a name without its mask would show a blank square), and nothing unnamed', () => {
    const css = readFileSync(join(__dirname, 'iconSet.css'), 'utf8');
    const drawn = [...css.matchAll(/\[data-icon=([a-z]+)\]::before\{-webkit-mask-image:url\("data:image\/svg\+xml,[^"]+"\)\}/g)].map((m) => m[1]);
    expect(drawn).toEqual([...ICON_SET_NAMES]);
  });
});
