// An in-app path: one leading slash (not "//host"), no backslash or whitespace.
const ROUTE = /^\/(?!\/)[^\s\\]*$/;

/**
 * The in-app path to retry after the permission page: `source` is the address
 * the refused request came from, a full URL of this page or an in-app path.
 * Anything else (another origin, another page) gives null: go home instead.
 */
export function sourceRoute(source: string | undefined, here: Location = location): string | null {
  if (!source) return null;
  if (source.charAt(0) === '/' || source.charAt(0) === '#') {
    const path = source.charAt(0) === '#' ? source.slice(1) : source;
    return ROUTE.test(path) ? path : null;
  }
  try {
    const url = new URL(source, here.href);
    if (url.origin !== here.origin || url.pathname !== here.pathname) return null;
    const path = url.hash.slice(1);
    return ROUTE.test(path) ? path : null;
  } catch {
    return null;
  }
}
