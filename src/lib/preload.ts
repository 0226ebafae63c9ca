// What the build runs for every lazy import() that has dependencies, in place of Vite's own helper
// (vite.config.ts swaps it in): fetch the chunk's scripts and stylesheets in parallel with it, and
// import it once its stylesheets are in, so a screen never shows unstyled. Vite's helper also
// handles CSP nonces, `vite:preloadError` events and non-relative bases, which this app does not
// use; without them the first paint is 0.4 KB lighter. The call shape is Vite's:
// `(load, deps, importerUrl)`, deps relative to the importing chunk.

const started: Record<string, Promise<unknown> | undefined> = {};
let scriptRel: string | undefined;

function linked(href: string, css: boolean): boolean {
  const links = document.getElementsByTagName('link');
  for (let i = 0; i < links.length; i++) {
    if (links[i].href === href && (!css || links[i].rel === 'stylesheet')) return true;
  }
  return false;
}

function fetchDep(href: string): Promise<unknown> {
  const css = href.endsWith('.css');
  if (linked(href, css)) return Promise.resolve();
  if (!scriptRel) {
    const list = document.createElement('link').relList;
    // Safari before 17 has no modulepreload: a plain preload still starts the download.
    scriptRel = list && list.supports && list.supports('modulepreload') ? 'modulepreload' : 'preload';
  }
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : scriptRel;
  if (!css) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  const done = css
    ? new Promise((resolve, reject) => {
        link.addEventListener('load', resolve);
        link.addEventListener('error', () => {
          // Another try may fetch it again (a flaky network): forget the failure.
          started[href] = undefined;
          link.remove();
          reject(new Error(`Unable to preload CSS for ${href}`));
        });
      })
    : Promise.resolve();
  document.head.appendChild(link);
  return done;
}

export function preloadChunk<T>(load: () => Promise<T>, deps?: string[], importerUrl?: string): Promise<T> {
  if (!deps || deps.length === 0) return load();
  return Promise.all(
    deps.map((dep) => {
      const href = new URL(dep, importerUrl).href;
      return started[href] || (started[href] = fetchDep(href));
    }),
  ).then(load);
}
