import { signal } from '@preact/signals';

// Issue 26 points 1 and 2: what the frame says about the network and the next screen, whatever
// screen is up. Screens keep their last view themselves (resources and kept lists, lib/resource.ts
// and ui/InfiniteList.tsx); these only tell the person why nothing new comes.

/** The browser says there is no network: the frame shows the offline notice. */
export const offline = signal(typeof navigator !== 'undefined' && navigator.onLine === false);

/** A screen's chunk is on its way (the router keeps the last screen meanwhile): the frame shows a progress bar. */
export const screenLoading = signal(false);

/** The router's: from the tap, the title and tab change at once and the bar says the screen is coming. */
export const screenLoadEvents = {
  onLoadStart: () => {
    screenLoading.value = true;
  },
  onLoadEnd: () => {
    screenLoading.value = false;
  },
};

if (typeof addEventListener === 'function') {
  addEventListener('offline', () => {
    offline.value = true;
  });
  addEventListener('online', () => {
    offline.value = false;
  });
}
