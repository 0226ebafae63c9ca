// The source locale, bundled with the app. Each feature adds its namespace here;
// zh and ja carry the same files and are fetched on demand (src/lib/i18n.ts).
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import exception from './exception.json';
import home from './home.json';
import rules from './rules.json';
import settings from './settings.json';
import ui from './ui.json';

export const en = { common, errors, ui, rules, auth, exception, home, settings };
export type Namespaces = keyof typeof en;
