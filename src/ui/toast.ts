import { signal } from '@preact/signals';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
  /** Small print under the message, e.g. the code of an error the catalogue does not name. */
  detail?: string;
}

/** How long a toast stays, in ms. Errors stay longer: they are the ones people need to read. */
export const TOAST_DURATION: Record<ToastKind, number> = { info: 2000, success: 2000, warning: 3000, error: 3500 };
/** Older toasts are dropped beyond this many, so a burst of errors cannot cover the screen. */
export const TOAST_LIMIT = 3;

export const toasts = signal<ToastItem[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  toasts.value = toasts.value.filter((item) => item.id !== id);
}

/** Shows a short message; `<Toasts/>` must be mounted once (the app root does it). */
export function toast(message: string, kind: ToastKind = 'info', duration = TOAST_DURATION[kind], detail?: string): number {
  const id = nextId++;
  const next = toasts.value.concat(detail ? { id, message, kind, detail } : { id, message, kind });
  next.slice(0, Math.max(0, next.length - TOAST_LIMIT)).forEach((old) => dismissToast(old.id));
  toasts.value = next.slice(-TOAST_LIMIT);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

/** Dismisses every toast, or only those that say something went wrong (`problems`). */
export function clearToasts(problems?: boolean): void {
  toasts.value.forEach((item) => {
    if (!problems || item.kind === 'error' || item.kind === 'warning') dismissToast(item.id);
  });
}
