import { LOCALES } from '../../../lib/i18n';
import { locale } from '../../../lib/settings';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, switchLocale } from '../model';
import './SettingsLanguageSwitch.css';

/**
 * The languages side by side, each named in itself: for screens a person sees before they can
 * reach the settings (the login screen), so nobody is stuck in a language they cannot read.
 */
export function SettingsLanguageSwitch({ label }: { label: string }) {
  return (
    <div class="language-switch" role="group" aria-label={label}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          class="language-switch__option"
          lang={LANGUAGE_TAGS[l]}
          aria-pressed={locale.value === l ? 'true' : 'false'}
          onClick={() => void switchLocale(l)}
        >
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
