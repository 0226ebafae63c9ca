import { hashUrl } from '../lib/location';

// Last scroll offset per in-app URL, for routes that come back to where the
// list was (§2: courses and albums). Memory only: a reload starts at the top.
const positions: Record<string, number> = {};

export function rememberedScroll(url: string): number | undefined {
  return positions[url];
}

/**
 * Records the page offset of a URL when the app leaves it. Read then, not while scrolling: reading
 * pageYOffset forces a layout when the page has changed since the last frame, and while the course
 * list adds rows that made frames of 60–80 ms on a slow phone (issue 4e).
 */
export function installScrollMemory(): () => void {
  // The app puts the scroll where it belongs after each route change; the browser's own
  // restoration would move it on back/forward before the offset of the page left is read.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  let url = hashUrl.peek();
  return hashUrl.subscribe((next) => {
    if (next === url) return;
    positions[url] = window.pageYOffset;
    url = next;
  });
}

// A list may still be filling in when the route commits; keep trying for about a second.
const RESTORE_FRAMES = 60;

/** After a route change: back to the remembered offset when the route asks for it, else the top. */
export function scrollAfterRouteChange(url: string, restore: boolean): void {
  const target = restore ? positions[url] || 0 : 0;
  window.scrollTo(0, target);
  if (!target) return;
  let frames = 0;
  const retry = () => {
    if (hashUrl.value !== url || Math.abs(window.pageYOffset - target) < 2 || ++frames > RESTORE_FRAMES) return;
    window.scrollTo(0, target);
    requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}
