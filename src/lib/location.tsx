import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { signal } from '@preact/signals';
import { LocationProvider } from 'preact-iso';

// preact-iso's own LocationProvider reads pathname+search and ignores '#'
// links; this one feeds the same context from location.hash so Router,
// Route, lazy and useLocation work unchanged with hash URLs (#/demo/home?x=1).

/** The in-app URL of the current entry: `/demo/courses?x=1`, `/` for an empty hash. */
export const hashUrl = signal(readHashUrl());

/**
 * Our position in the session history, counted from the first entry this app
 * opened (0). Above 0 there is an in-app page to go back to; at 0 the top bar's
 * back button goes to the group home instead of leaving the app.
 */
export const historyIndex = signal(0);

interface HistoryState {
  grpIdx?: number;
}

export function readHashUrl(hash: string = typeof location === 'undefined' ? '' : location.hash): string {
  const raw = hash.replace(/^#/, '');
  return raw.charAt(0) === '/' ? raw : '/' + raw;
}

export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const query: Record<string, string> = {};
  if (q >= 0) {
    new URLSearchParams(url.slice(q + 1)).forEach((value, key) => {
      query[key] = value;
    });
  }
  return { path: rawPath.replace(/\/+$/, '') || '/', query };
}

function stateIndex(): number {
  const state = history.state as HistoryState | null;
  return state && typeof state.grpIdx === 'number' ? state.grpIdx : -1;
}

function hrefFor(url: string): string {
  return location.pathname + location.search + '#' + url;
}

/** Goes to an in-app URL (`/demo/home`). `replace` swaps the current entry instead of adding one. */
export function navigate(url: string, replace = false): void {
  if (replace) {
    history.replaceState({ grpIdx: historyIndex.value } as HistoryState, '', hrefFor(url));
  } else {
    historyIndex.value = historyIndex.value + 1;
    history.pushState({ grpIdx: historyIndex.value } as HistoryState, '', hrefFor(url));
  }
  hashUrl.value = readHashUrl();
}

/** Re-reads the entry the browser moved to (back/forward, a typed hash, a native link). */
function syncFromBrowser(): void {
  let idx = stateIndex();
  if (idx < 0) {
    // An entry the browser created without us (typed URL, plain fragment link):
    // it sits one above where we were.
    idx = historyIndex.value + 1;
    history.replaceState({ grpIdx: idx } as HistoryState, '', location.href);
  }
  historyIndex.value = idx;
  hashUrl.value = readHashUrl();
}

function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
  const link = (e.target as Element | null)?.closest?.('a');
  if (!link) return;
  const href = link.getAttribute('href');
  if (!href || href.indexOf('#/') !== 0 || link.hasAttribute('download')) return;
  const target = link.getAttribute('target');
  if (target && !/^_?self$/i.test(target)) return;
  e.preventDefault();
  const url = readHashUrl(href);
  if (url !== hashUrl.value) navigate(url);
}

/** Takes the entry the page opened on (a deep link, a reload mid-history) as the current one. */
function adoptCurrentEntry(): void {
  const idx = stateIndex();
  if (idx < 0) history.replaceState({ grpIdx: 0 } as HistoryState, '', location.href);
  historyIndex.value = idx < 0 ? 0 : idx;
  hashUrl.value = readHashUrl();
}

// Counted, because effect cleanups may run after the next provider mounted.
let listening = 0;

function listen(): () => void {
  if (listening++ === 0) {
    addEventListener('popstate', syncFromBrowser);
    addEventListener('hashchange', syncFromBrowser);
    document.addEventListener('click', onLinkClick);
  }
  return () => {
    if (--listening === 0) {
      removeEventListener('popstate', syncFromBrowser);
      removeEventListener('hashchange', syncFromBrowser);
      document.removeEventListener('click', onLinkClick);
    }
  };
}

export function HashLocationProvider(props: { children?: ComponentChildren }) {
  const mounted = useRef(false);
  if (!mounted.current) {
    // Synchronously, so the first render already shows the deep link.
    mounted.current = true;
    adoptCurrentEntry();
  }
  useEffect(listen, []);
  const url = hashUrl.value;
  const value = useMemo(() => {
    const { path, query } = splitUrl(url);
    return {
      url,
      path,
      query,
      route: (to: string, replace?: boolean) => navigate(to, replace),
      back: () => history.back(),
      forward: () => history.forward(),
      // Scroll is handled by the app (restored on some routes), not by Router.
      wasPush: false,
    };
  }, [url]);
  return <LocationProvider.ctx.Provider value={value}>{props.children}</LocationProvider.ctx.Provider>;
}
