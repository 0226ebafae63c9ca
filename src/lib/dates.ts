import dayjs from 'dayjs';
import ja from 'dayjs/locale/ja';
import zhCn from 'dayjs/locale/zh-cn';
import { i18n } from './i18n';

// dayjs stays out of the first paint: whichever screen first needs dates loads
// this module, which follows the interface language from then on.
const LOCALES: Record<string, typeof ja | string> = { en: 'en', zh: zhCn, ja };

function follow(language: string): void {
  dayjs.locale(LOCALES[language] || 'en');
}
follow(i18n.language);
i18n.on('languageChanged', follow);

export { dayjs };
