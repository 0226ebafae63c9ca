import { t } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n';
import { CURRENCIES, THEME_CHOICES, chosenCurrency, currency, locale, themeChoice, type Currency } from '../../../lib/settings';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { OptionChoice } from '../../../ui/OptionChoice';
import { OptionSection } from '../../../ui/OptionSection';
import { clearCache, LANGUAGE_NAMES, LANGUAGE_TAGS, switchLocale } from '../model';
import './SettingsScreen.css';

// Each language is named in itself, so a person who cannot read the current one still finds theirs.

/** Currency, language, theme and clearing the cache (§2 me/settings). Public. */
export default function SettingsScreen() {
  const askClear = async () => {
    const ok = await confirm({ message: t('settings:cache.confirm_message'), confirmText: t('settings:cache.clear') });
    if (ok) clearCache();
  };

  return (
    <div class="settings-screen">
      <OptionSection id="settings-currency" title={t('settings:currency.title')} hint={t('settings:currency.hint')}>
        <OptionChoice
          name="currency"
          label={t('settings:currency.title')}
          options={CURRENCIES.map((c): { value: Currency; label: string } => ({ value: c, label: t(`settings:currency.${c}`) }))}
          value={currency.value}
          onChange={(c) => (chosenCurrency.value = c)}
        />
      </OptionSection>
      <OptionSection id="settings-language" title={t('settings:language.title')}>
        <OptionChoice
          name="language"
          label={t('settings:language.title')}
          options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: LANGUAGE_TAGS[l] }))}
          value={locale.value}
          onChange={(l) => void switchLocale(l)}
        />
      </OptionSection>
      <OptionSection id="settings-appearance" title={t('settings:appearance.title')} hint={t('settings:appearance.hint')}>
        <OptionChoice
          name="theme"
          label={t('settings:appearance.title')}
          options={THEME_CHOICES.map((c) => ({ value: c, label: t(`settings:appearance.${c}`) }))}
          value={themeChoice.value}
          onChange={(c) => (themeChoice.value = c)}
        />
      </OptionSection>
      <OptionSection id="settings-cache" title={t('settings:cache.title')} hint={t('settings:cache.hint')}>
        <div class="ui-options__action">
          <Button variant="secondary" block onClick={askClear}>
            {t('settings:cache.clear')}
          </Button>
        </div>
      </OptionSection>
    </div>
  );
}
