// What screens show of this feature (their load states), apart from index.ts, which is the app
// shell's and part of the first paint: a lazy chunk's import of an export there keeps it in the entry.
export { ExceptionLoadFailed } from './components/ExceptionLoadFailed';
export type { ExceptionLoadFailedProps } from './components/ExceptionLoadFailed';
export { ExceptionLoaded } from './components/ExceptionLoaded';
export type { ExceptionLoadedProps } from './components/ExceptionLoaded';
