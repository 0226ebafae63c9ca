import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { confirm } from '../../../ui/ConfirmDialog';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { DEFAULT_PRIMARY } from '../../../../contract/groupInfo';
import { normalizeHex, themeColours, themeSetting } from '../adminRules';
import { saveGroupSettings } from '../admin';
import { GroupAdminThemePreview } from './GroupAdminThemePreview';
import './GroupAdmin.css';

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/**
 * The group's primary colours (§3 custom_theme; §5 "Theme colours must be hex"): one for light mode
 * and one for dark, typed as #RRGGBB or picked, with a preview of both that follows what is typed
 * (an entry that is not a colour yet leaves the preview at the last one that was). Save stores them;
 * "Reset to default" (confirmed) goes back to the app's #00CEB7. No colour is refused for contrast:
 * the text on a button is chosen dark or white to read at 4.5:1 on any fill (lib/customTheme).
 */
export function GroupAdminThemeForm({ group, saved }: { group: string; saved: string | null }) {
  const stored = themeColours(saved);
  const typed = useSignal<Record<Mode, string>>({ light: stored.light, dark: stored.dark });
  const shown = useSignal<Record<Mode, string>>({ light: stored.light, dark: stored.dark });
  const checked = useSignal<Record<Mode, boolean>>({ light: false, dark: false });
  const busy = useSignal(false);
  const refusal = useSignal<unknown>(null);

  const colour = (mode: Mode) => normalizeHex(typed.value[mode]);
  const problem = (mode: Mode) => colour(mode) === null;
  const unchanged = colour('light') === stored.light && colour('dark') === stored.dark;

  const type = (mode: Mode, text: string) => {
    typed.value = { ...typed.value, [mode]: text };
    const hex = normalizeHex(text);
    if (hex) shown.value = { ...shown.value, [mode]: hex };
  };

  const run = (value: string | null, done: string, after: (stored: { light: string; dark: string }) => void) => {
    busy.value = true;
    refusal.value = null;
    saveGroupSettings(group, { custom_theme: value }).then(
      (settings) => {
        busy.value = false;
        after(themeColours(settings.custom_theme));
        toast(done, 'success');
      },
      (err: unknown) => {
        busy.value = false;
        refusal.value = err;
      },
    );
  };

  const settle = (colours: { light: string; dark: string }) => {
    typed.value = { ...colours };
    shown.value = { ...colours };
    checked.value = { light: false, dark: false };
  };

  const submit = (e: Event) => {
    e.preventDefault();
    checked.value = { light: true, dark: true };
    const light = colour('light');
    const dark = colour('dark');
    if (!light || !dark || busy.value) return;
    run(themeSetting(light, dark), t('admin_settings:saved'), settle);
  };

  const reset = () => {
    void confirm({
      title: t('admin_settings:theme.reset_title'),
      message: t('admin_settings:theme.reset_confirm'),
      confirmText: t('admin_settings:theme.reset'),
    }).then((ok) => {
      if (ok) run(null, t('admin_settings:theme.reset_done'), settle);
    });
  };

  const isDefault = saved === null && colour('light') === DEFAULT_PRIMARY && colour('dark') === DEFAULT_PRIMARY;
  return (
    <OptionSection id="group-admin-theme" title={t('admin_settings:theme.title')} hint={t('admin_settings:theme.hint')}>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        {MODES.map((mode) => {
          const field = `group-admin-theme-${mode}`;
          const error = checked.value[mode] && problem(mode);
          return (
            <div key={mode} class="group-admin__colour">
              <label class="group-admin__label" for={field}>
                {t(`admin_settings:theme.${mode}`)}
              </label>
              <div class="group-admin__inline">
                <input
                  id={field}
                  class="group-admin__input group-admin__input--hex"
                  value={typed.value[mode]}
                  maxLength={9}
                  autoComplete="off"
                  spellcheck={false}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? `${field}-error` : undefined}
                  onInput={(e) => type(mode, e.currentTarget.value)}
                  onBlur={() => (checked.value = { ...checked.value, [mode]: true })}
                />
                <input
                  class="group-admin__swatch"
                  type="color"
                  value={shown.value[mode].toLowerCase()}
                  aria-label={t('admin_settings:theme.pick', { mode: t(`admin_settings:theme.mode_${mode}`) })}
                  onInput={(e) => type(mode, e.currentTarget.value)}
                />
              </div>
              {error && (
                <p id={`${field}-error`} class="group-admin__error" role="alert">
                  {t('admin_settings:theme.format')}
                </p>
              )}
            </div>
          );
        })}
        <p class="group-admin__label">{t('admin_settings:theme.preview')}</p>
        <GroupAdminThemePreview light={shown.value.light} dark={shown.value.dark} />
        {refusal.value !== null && (
          <div class="group-admin__error" role="alert">
            <ApiErrorLines error={refusal.value} />
          </div>
        )}
        <div class="group-admin__actions">
          <Button type="button" variant="text" disabled={busy.value || isDefault} onClick={reset}>
            {t('admin_settings:theme.reset')}
          </Button>
          <Button type="submit" loading={busy.value} disabled={unchanged}>
            {t('admin_settings:theme.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
