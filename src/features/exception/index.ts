// Only what the app shell needs at first paint; the exception screens themselves are lazy routes.
export { ExceptionErrorPage } from './components/ExceptionErrorPage';
export type { ExceptionErrorPageProps } from './components/ExceptionErrorPage';
export { ExceptionNotice } from './components/ExceptionNotice';
export { errorInfo } from './errorInfo';
export type { ErrorInfo } from './errorInfo';
