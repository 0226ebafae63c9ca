import type { Namespace } from '../locales/en';
import { loadNamespaces } from '../src/lib/i18n';

/**
 * For a test that renders a component outside its screen: loads the namespaces the component's
 * screen would have loaded with its chunk. Call it in beforeAll.
 */
export function withTexts(...namespaces: Namespace[]): Promise<void> {
  return loadNamespaces(namespaces);
}
