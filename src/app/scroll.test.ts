import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashUrl } from './hashLocation';
import { installScrollMemory, rememberedScroll, scrollAfterRouteChange } from './scroll';

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
  stop = installScrollMemory();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersToNextFrame();
}

describe('scroll memory', () => {
  it('remembers the offset per URL', () => {
    hashUrl.value = '/demo/courses';
    scrollPageTo(640);
    hashUrl.value = '/demo/courses/1';
    scrollPageTo(80);
    expect(rememberedScroll('/demo/courses')).toBe(640);
    expect(rememberedScroll('/demo/courses/1')).toBe(80);
  });

  it('restores it on routes that ask for it and starts others at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    hashUrl.value = '/demo/albums';
    scrollPageTo(300);
    hashUrl.value = '/demo/settings';
    scrollPageTo(50);

    hashUrl.value = '/demo/albums';
    scrollAfterRouteChange('/demo/albums', true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);

    hashUrl.value = '/demo/settings';
    scrollAfterRouteChange('/demo/settings', false);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
