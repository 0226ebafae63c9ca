import { signal, type ReadonlySignal } from '@preact/signals';
import { detectHost, type HostInfo, type HostWindow } from './detect';

function detectCurrent(): HostInfo {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return { kind: 'browser', platform: 'other' };
  return detectHost(navigator.userAgent, window as HostWindow);
}

/** The host the app was opened in; detected once when the app boots (the host cannot change under a page). */
export const host: ReadonlySignal<HostInfo> = signal(detectCurrent());

/** The window host actions act on; a parameter only so tests can pass a fake. */
export function currentWindow(): HostWindow {
  return typeof window === 'undefined' ? {} : (window as HostWindow);
}
