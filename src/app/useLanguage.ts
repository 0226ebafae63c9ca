import { useEffect, useState } from 'preact/hooks';
import { i18n } from '../lib/i18n';

/** The interface language; the component re-renders when it changes. */
export function useLanguage(): string {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return language;
}
