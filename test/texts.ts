import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Namespace } from '../locales/en';
import { i18n, loadNamespaces } from '../src/lib/i18n';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/**
 * For a test that renders a component outside its screen: loads the namespaces the component's
 * screen would have loaded with its chunk. Call it in beforeAll.
 *
 * In a DOM (the jsdom project) this is the app's own loading, the files fetched from beside the
 * page (test/setup.ts answers from locales/). A logic test in plain Node (the node project) has no
 * page to fetch beside: it gets the same English files, read from locales/ directly.
 */
export function withTexts(...namespaces: Namespace[]): Promise<void> {
  if (typeof document !== 'undefined') return loadNamespaces(namespaces);
  for (const ns of namespaces) {
    if (!i18n.hasResourceBundle('en', ns)) {
      i18n.addResourceBundle('en', ns, JSON.parse(readFileSync(join(LOCALES, 'en', `${ns}.json`), 'utf8')), true, true);
    }
  }
  return Promise.resolve();
}
