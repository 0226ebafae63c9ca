import { act, fireEvent } from '@testing-library/preact';

/** What a frame's document tells the page that framed it, as far as the agreement popup reads it. */
export type FrameDocument = { URL: string; contentType: string } | null;

/**
 * Ends a frame's load the way Chromium does, which jsdom cannot (it never fetches a frame's page):
 * the `load` event fires for a page that loaded and for one the browser refused alike, and then
 * `contentDocument` is the page when it is of the app's origin, or null for a refused frame (its
 * error page has an opaque origin) and for any page of another origin.
 */
export function settleFrame(frame: HTMLElement, document: FrameDocument): void {
  Object.defineProperty(frame, 'contentDocument', { configurable: true, get: () => document });
  fireEvent.load(frame);
}

/** A document of this origin that loaded, at `path`. */
export function ownPage(path: string, contentType = 'text/html'): FrameDocument {
  return { URL: new URL(path, location.href).href, contentType };
}

/** The page's Content-Security-Policy refusing a resource, as Chromium reports it to the page. */
export function cspViolation(blockedURI: string, effectiveDirective = 'frame-src'): void {
  const event = new Event('securitypolicyviolation', { bubbles: true, composed: true });
  Object.assign(event, { blockedURI, effectiveDirective, violatedDirective: effectiveDirective });
  act(() => void document.dispatchEvent(event));
}
