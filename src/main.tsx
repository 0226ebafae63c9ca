import { render } from 'preact';
import './styles/theme.css';
import { App } from './app/App';
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
  render(<App />, document.getElementById('app')!);
}

void boot();
