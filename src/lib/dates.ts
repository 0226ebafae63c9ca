import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import { i18n } from './i18n';

// dayjs stays out of the first paint: whichever screen first needs dates loads
// this module, which follows the interface language from then on.
const NAMES: Record<string, string> = { en: 'en', zh: 'zh-cn', ja: 'ja' };

function follow(language: string): void {
  dayjs.locale(NAMES[language] || 'en');
}
follow(i18n.language);
i18n.on('languageChanged', follow);

export { dayjs };
