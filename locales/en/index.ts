// The source locale, bundled with the app. Each feature adds its namespace here;
// zh and ja carry the same files and are fetched on demand (src/lib/i18n.ts).
import common from './common.json';
import errors from './errors.json';

export const en = { common, errors };
export type Namespaces = keyof typeof en;
