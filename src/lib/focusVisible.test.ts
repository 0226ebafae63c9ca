import { describe, expect, it, vi } from 'vitest';
import { hasFocusVisible, polyfillFocusVisible } from './focusVisible';

const engine = (knows: boolean) => ({
  querySelector: (selector: string) => {
    if (!knows && selector.includes(':focus-visible')) throw new SyntaxError(`'${selector}' is not a valid selector`);
    return null;
  },
});

describe('the focus-visible polyfill', () => {
  it('is loaded only by an engine that does not know :focus-visible (Chrome 73)', () => {
    const load = vi.fn(() => Promise.resolve({}));
    polyfillFocusVisible(engine(true), load);
    expect(load).not.toHaveBeenCalled();
    polyfillFocusVisible(engine(false), load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells the engines apart by whether the selector parses', () => {
    expect(hasFocusVisible(engine(true))).toBe(true);
    expect(hasFocusVisible(engine(false))).toBe(false);
  });

  it('leaves the engine its own ring when the polyfill fails to load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => polyfillFocusVisible(engine(false), load)).not.toThrow();
    await Promise.resolve();
  });
});
