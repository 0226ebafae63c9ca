import { hashUrl } from './hashLocation';

// Last scroll offset per in-app URL, for routes that come back to where the
// list was (§2: courses and albums). Memory only: a reload starts at the top.
const positions: Record<string, number> = {};

export function rememberedScroll(url: string): number | undefined {
  return positions[url];
}

/** Records the page offset of the current URL as the person scrolls. */
export function installScrollMemory(): () => void {
  let pending = false;
  const onScroll = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      positions[hashUrl.value] = window.pageYOffset;
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
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
