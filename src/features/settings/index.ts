export { switchLocale, clearCache } from './model';
