import { render } from 'preact';
import './styles/theme.css';
import './styles/boot.css';
import { App } from './app/App';
import { loadGroupData } from './app/Layout';
import { matchScreen, preloadScreen } from './app/screens';
import { polyfillFocusVisible } from './lib/focusVisible';
import { applyLocale, loadNamespaces } from './lib/i18n';
import { readHashUrl } from './lib/location';
import { locale } from './lib/settings';
import { syncThemeAttribute } from './lib/theme';
import { afterNextFrame } from './ui/afterNextFrame';

async function boot(): Promise<void> {
  syncThemeAttribute();
  // The group's data goes out now, not from the effects of the first render: on a slow phone
  // rendering the shell takes longer than the link needs to carry the requests.
  const group = matchScreen(readHashUrl()).params.group;
  if (group) loadGroupData(group);
  try {
    // zh/ja are fetched first so the first paint is already in the chosen language.
    await applyLocale(locale.value);
  } catch {
    /* the bundle failed to load: English, the bundled fallback */
  }
  render(<App />, document.getElementById('app')!);
  // The screen the app opens on, fetched alongside the group's config rather than after it (the
  // entry check waits for the config before rendering the screen: one more round trip). After the
  // locale, which would otherwise also wait for this screen's texts before the first paint; and
  // after that first paint, which the screen's stylesheets, added as they load, would hold back.
  afterNextFrame(() => {
    void preloadScreen(readHashUrl());
    // The texts of the error catalogue beyond the core, ready before an error needs them.
    void loadNamespaces(['codes']).catch(() => {});
    polyfillFocusVisible();
  });
}

void boot();
