// :focus-visible on engines without it (issue 24): Chrome 73–85 and Safari before 15.4 drop every
// rule that names it, and draw their own ring on every focus — a tap, or the close button a sheet
// focuses when it opens. There the focus-visible polyfill (WICG) marks keyboard focus with the
// `focus-visible` class, which the build's twins of those rules use (vite.config.ts). Engines that
// have the pseudo-class never load it.

/** Whether this engine understands :focus-visible (an unknown pseudo-class throws). */
export function hasFocusVisible(doc: Pick<Document, 'querySelector'> = document): boolean {
  try {
    doc.querySelector(':focus-visible');
    return true;
  } catch {
    return false;
  }
}

/** Loads the polyfill where the engine needs it; a failed load leaves the engine's own ring. */
export function polyfillFocusVisible(doc: Pick<Document, 'querySelector'> = document, load = () => import('./focusVisiblePolyfill')): void {
  if (!hasFocusVisible(doc)) void load().catch(() => {});
}
