import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom lays nothing out: at 360 px the rules themselves are what keep a tile's text whole (issue 26 point 14).
const css = readFileSync(join(__dirname, 'HomeComingUp.css'), 'utf8');
const rule = (selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.>*]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)![1]!;

describe('the "coming up" tiles', () => {
  it('wrap a long title to two lines at most, ending with an ellipsis, never one cut line', () => {
    const name = rule('.home-coming__name');
    expect(name).toMatch(/-webkit-line-clamp:2/);
    expect(name).toMatch(/overflow-wrap:anywhere/);
    expect(name).not.toMatch(/nowrap/);
    // The tile's children may shrink below their text's width, so nothing pushes past the card.
    expect(rule('.home-coming__item>*')).toMatch(/min-width:0/);
  });

  it('wrap the state and date line rather than cutting it', () => {
    const when = rule('.home-coming__when');
    expect(when).toMatch(/flex-wrap:wrap/);
    expect(when).not.toMatch(/nowrap|overflow:hidden/);
  });
});
