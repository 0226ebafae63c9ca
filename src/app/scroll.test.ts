// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashUrl } from '../lib/location';
import { installScrollMemory, rememberedScroll, scrollAfterRouteChange } from './scroll';

let stop = () => {};
let offset = 0;
let offsetReads = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
  offset = 0;
  offsetReads = 0;
  Object.defineProperty(window, 'pageYOffset', {
    configurable: true,
    get: () => {
      offsetReads++;
      return offset;
    },
  });
  // jsdom has no history.scrollRestoration; browsers start it at 'auto'.
  Object.defineProperty(history, 'scrollRestoration', { value: 'auto', writable: true, configurable: true });
  stop = installScrollMemory();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function scrollPageTo(y: number) {
  offset = y;
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersToNextFrame();
}

describe('scroll memory', () => {
  it('remembers the offset of each URL the app leaves', () => {
    hashUrl.value = '/demo/courses';
    scrollPageTo(640);
    hashUrl.value = '/demo/courses/1';
    scrollPageTo(80);
    hashUrl.value = '/demo/home';
    expect(rememberedScroll('/demo/courses')).toBe(640);
    expect(rememberedScroll('/demo/courses/1')).toBe(80);
  });

  it('does not read the offset while the page scrolls (a read can force a layout mid-frame)', () => {
    hashUrl.value = '/demo/courses';
    offsetReads = 0;
    for (let y = 100; y <= 2000; y += 100) scrollPageTo(y);
    expect(offsetReads).toBe(0);
    hashUrl.value = '/demo/courses/7';
    expect(offsetReads).toBe(1);
    expect(rememberedScroll('/demo/courses')).toBe(2000);
  });

  it('leaves scrolling on back and forward to the app', () => {
    expect(history.scrollRestoration).toBe('manual');
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
