import { afterEach, beforeEach } from 'vitest';
import { chosenCurrency, locale } from '../src/lib/settings';

/**
 * For a test about prices in the person's currency: every test starts, and leaves, in English with
 * no currency chosen (so it follows the language: usd). A test changes either as it needs.
 */
export function useEnglishWithNoCurrency(): void {
  const reset = () => {
    locale.value = 'en';
    chosenCurrency.value = null;
  };
  beforeEach(reset);
  afterEach(reset);
}
