import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { DEFAULT_PRIMARY } from '../../../../contract/groupInfo';
import { normalizeHex, themeColours, themeSetting } from '../adminRules';
import { saveGroupSettings } from '../admin';
import { GroupAdminThemePreview } from './GroupAdminThemePreview';
import './GroupAdmin.css';

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/** §5: a colour the server keeps (#RRGGBB; the leading # may be left out). */
const hexRule: Rule = (value) => normalizeHex(value) !== null || t('admin_settings:theme.format');

/**
 * The group's primary colours (§3 custom_theme; §5 "Theme colours must be hex"): one for light mode
 * and one for dark, typed as #RRGGBB or picked, with a preview of both that follows what is typed
 * (an entry that is not a colour yet leaves the preview at the last one that was). Save stores them;
 * "Reset to default" (confirmed) goes back to the app's #00CEB7. A colour that is not one is said
 * under its field as it is left or saved; a refusal under the form, what was typed kept. No colour is
 * refused for contrast: the text on a button is chosen dark or white to read at 4.5:1 on any fill
 * (lib/customTheme).
 */
export function GroupAdminThemeForm({ group, saved }: { group: string; saved: string | null }) {
  const stored = themeColours(saved);
  const form = useForm<Record<Mode, string>>({ light: stored.light, dark: stored.dark });
  const shown = useSignal<Record<Mode, string>>({ light: stored.light, dark: stored.dark });

  const colour = (mode: Mode) => normalizeHex(form.values[mode]);
  const unchanged = colour('light') === stored.light && colour('dark') === stored.dark;

  /** The preview follows a typed colour once it is one. */
  const follow = (mode: Mode, text: string) => {
    const hex = normalizeHex(text);
    if (hex) shown.value = { ...shown.value, [mode]: hex };
  };

  /** A field left with what is not a colour says so at once. */
  const leave = (mode: Mode) => {
    const broken = hexRule(form.values[mode]);
    if (broken !== true) form.fail({ ...form.errors, [mode]: broken });
  };

  const settle = (colours: { light: string; dark: string }) => {
    form.reset({ ...colours });
    shown.value = { ...colours };
  };

  const submit = form.submit({
    check: (v) => brokenRules(v, { light: [hexRule], dark: [hexRule] }),
    send: (v) => saveGroupSettings(group, { custom_theme: themeSetting(normalizeHex(v.light) as string, normalizeHex(v.dark) as string) }),
    done: (settings) => {
      settle(themeColours(settings.custom_theme));
      toast(t('admin_settings:saved'), 'success');
    },
  });

  const reset = form.submit({
    confirm: () =>
      confirm({
        title: t('admin_settings:theme.reset_title'),
        message: t('admin_settings:theme.reset_confirm'),
        confirmText: t('admin_settings:theme.reset'),
      }),
    send: () => saveGroupSettings(group, { custom_theme: null }),
    done: (settings) => {
      settle(themeColours(settings.custom_theme));
      toast(t('admin_settings:theme.reset_done'), 'success');
    },
  });

  const isDefault = saved === null && colour('light') === DEFAULT_PRIMARY && colour('dark') === DEFAULT_PRIMARY;
  return (
    <OptionSection id="group-admin-theme" title={t('admin_settings:theme.title')} hint={t('admin_settings:theme.hint')}>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        {MODES.map((mode) => {
          const field = form.bind(mode);
          return (
            <div key={mode} class="group-admin__colour">
              <label class="group-admin__label" for={form.fieldId(mode)}>
                {t(`admin_settings:theme.${mode}`)}
              </label>
              <div class="group-admin__inline">
                <input
                  {...field}
                  class="group-admin__input group-admin__input--hex"
                  maxLength={9}
                  autoComplete="off"
                  spellcheck={false}
                  onInput={(e) => {
                    field.onInput(e);
                    follow(mode, e.currentTarget.value);
                  }}
                  onBlur={() => leave(mode)}
                />
                <input
                  class="group-admin__swatch"
                  type="color"
                  value={shown.value[mode].toLowerCase()}
                  aria-label={t('admin_settings:theme.pick', { mode: t(`admin_settings:theme.mode_${mode}`) })}
                  onInput={(e) => {
                    form.set(mode, e.currentTarget.value);
                    follow(mode, e.currentTarget.value);
                  }}
                />
              </div>
              <FieldError {...form.errorOf(mode)} class="group-admin__error" />
            </div>
          );
        })}
        <p class="group-admin__label">{t('admin_settings:theme.preview')}</p>
        <GroupAdminThemePreview light={shown.value.light} dark={shown.value.dark} />
        <FieldError {...form.errorOf('form')} class="group-admin__error" />
        <div class="group-admin__actions">
          <Button type="button" variant="text" disabled={form.busy || isDefault} onClick={() => reset()}>
            {t('admin_settings:theme.reset')}
          </Button>
          <Button type="submit" loading={form.busy} disabled={unchanged}>
            {t('admin_settings:theme.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
