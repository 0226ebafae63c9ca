export { switchLocale, clearCache } from './model';
export { SettingsLanguageSwitch } from './components/SettingsLanguageSwitch';
