import { t } from '../../../lib/i18n';
import { customThemeVariables } from '../../../lib/customTheme';
import type { Theme } from '../../../lib/theme';
import './GroupAdminThemePreview.css';

const MODES: Theme[] = ['light', 'dark'];

/**
 * A small mock of the member app (top bar, a card with a link, a button, the tab bar) in light and
 * dark mode, painted with the colours as typed, by the same maths the app uses (lib/customTheme):
 * what members will see, before it is saved.
 */
export function GroupAdminThemePreview({ light, dark }: { light: string; dark: string }) {
  return (
    <div class="group-theme-preview">
      {MODES.map((mode) => {
        const variables = customThemeVariables({ primary: light, primary_dark: dark }, mode);
        const modeName = t(`admin_settings:theme.mode_${mode}`);
        return (
          <figure key={mode} class={`group-theme-preview__mode group-theme-preview__mode--${mode}`} style={variables} data-mode={mode}>
            <figcaption class="group-theme-preview__caption">{t(`admin_settings:theme.preview_${mode}`)}</figcaption>
            <div class="group-theme-preview__screen" role="img" aria-label={t('admin_settings:theme.preview_label', { mode: modeName })}>
              <div class="group-theme-preview__bar">{t('admin_settings:theme.mock.title')}</div>
              <div class="group-theme-preview__card">
                <p class="group-theme-preview__card-title">{t('admin_settings:theme.mock.card_title')}</p>
                <p class="group-theme-preview__card-text">{t('admin_settings:theme.mock.card_text')}</p>
                <span class="group-theme-preview__link">{t('admin_settings:theme.mock.link')}</span>
              </div>
              <span class="group-theme-preview__button">{t('admin_settings:theme.mock.button')}</span>
              <div class="group-theme-preview__tabs">
                <span class="group-theme-preview__tab group-theme-preview__tab--active">{t('admin_settings:theme.mock.tabs.home')}</span>
                <span class="group-theme-preview__tab">{t('admin_settings:theme.mock.tabs.courses')}</span>
                <span class="group-theme-preview__tab">{t('admin_settings:theme.mock.tabs.me')}</span>
              </div>
            </div>
          </figure>
        );
      })}
    </div>
  );
}
