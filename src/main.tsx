import { render } from 'preact';
import './styles/theme.css';
import { App } from './app/App';
import { readHashUrl } from './app/hashLocation';
import { preloadScreen } from './app/routes';
import { applyLocale } from './lib/i18n';
import { locale } from './lib/settings';
import { syncThemeAttribute } from './lib/theme';

async function boot(): Promise<void> {
  syncThemeAttribute();
  try {
    // zh/ja are fetched first so the first paint is already in the chosen language.
    await applyLocale(locale.value);
  } catch {
    /* the bundle failed to load: English, the bundled fallback */
  }
  // The screen the app opens on, fetched alongside the group's config rather than after it (the
  // entry check waits for the config before rendering the screen: one more round trip). After the
  // locale, which would otherwise also wait for this screen's texts before the first paint.
  void preloadScreen(readHashUrl());
  render(<App />, document.getElementById('app')!);
}

void boot();
