// The WICG focus-visible polyfill, in a chunk of its own that only engines without :focus-visible load
// (focusVisible.ts). It applies itself to the document when it runs.
// oxlint-disable-next-line import/no-unassigned-import -- the polyfill exports nothing; importing it runs it
import 'focus-visible';
