import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StreamPreviewCover } from './StreamPreviewCover';

afterEach(cleanup);

describe('StreamPreviewCover', () => {
  it('shows the cover, and a plain box of the same size when it fails to load', () => {
    const { container } = render(<StreamPreviewCover src="https://media.example/cover.jpg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('class')).toBe('stream-previews__cover');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('.stream-previews__cover')!;
    expect(box.classList.contains('stream-previews__cover--none')).toBe(true);
    expect(box.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the box without a cover', () => {
    const { container } = render(<StreamPreviewCover src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.stream-previews__cover--none')).not.toBeNull();
  });

  it('keeps a 16:9 box the image fills without stretching', () => {
    // jsdom lays nothing out: the rule itself is what holds the shape.
    const css = readFileSync(join(__dirname, 'StreamPreviews.css'), 'utf8');
    const rule = /\.stream-previews__cover\{([^}]*)\}/.exec(css)![1];
    expect(rule).toMatch(/width:96px/);
    expect(rule).toMatch(/height:54px/);
    expect(rule).toMatch(/object-fit:cover/);
    expect(rule).toMatch(/flex:none/);
  });

  it('wraps a long title to two lines at most, ending with an ellipsis, and wraps the date line rather than cutting it (issue 26 point 14)', () => {
    const css = readFileSync(join(__dirname, 'StreamPreviews.css'), 'utf8');
    const name = /\.stream-previews__name\{([^}]*)\}/.exec(css)![1];
    expect(name).toMatch(/-webkit-line-clamp:2/);
    expect(name).toMatch(/overflow-wrap:anywhere/);
    expect(name).not.toMatch(/nowrap/);
    const when = /\.stream-previews__when\{([^}]*)\}/.exec(css)![1];
    expect(when).toMatch(/flex-wrap:wrap/);
    expect(css).not.toMatch(/stream-previews__when[^{]*\{[^}]*nowrap/);
  });
});
