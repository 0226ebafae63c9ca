import wretch from 'wretch';

/**
 * A JSON file served beside the app (not the API: no group, token or envelope), by a path
 * relative to the page, e.g. `assets/texts-<version>/zh/course.json`. Rejects when it cannot be had.
 */
export function getAppFile<T>(path: string): Promise<T> {
  return wretch(new URL(path, document.baseURI).href).get().json<T>();
}
