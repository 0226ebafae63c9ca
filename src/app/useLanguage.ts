import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { i18n } from '../lib/i18n';

/** The interface language; the component re-renders when it changes. */
export function useLanguage(): string {
  const language = useSignal(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => {
      language.value = next;
    };
    i18n.on('languageChanged', onChange);
    language.value = i18n.language;
    return () => i18n.off('languageChanged', onChange);
  }, [language]);
  return language.value;
}
