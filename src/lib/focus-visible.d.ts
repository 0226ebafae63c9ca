// The WICG polyfill is a script that applies itself to the document; it exports nothing.
declare module 'focus-visible';
