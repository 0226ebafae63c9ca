import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';

// Shared by every overlay (dialog, sheet, viewer, gallery): only the topmost one
// reacts to Escape and keeps Tab inside, the page behind does not scroll, and
// focus goes back to where it was when the overlay closes.
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const stack: number[] = [];
let nextId = 1;
let savedOverflow = '';

function lockScroll(): void {
  if (stack.length === 1) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  const items = Array.prototype.slice.call(root.querySelectorAll<HTMLElement>(FOCUSABLE)) as HTMLElement[];
  if (items.length === 0) {
    e.preventDefault();
    root.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === root)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export interface OverlayOptions {
  onClose?: () => void;
  /** Extra keys for the topmost overlay only (arrows in the image viewer). */
  onKey?: (e: KeyboardEvent) => void;
}

/** Call with the overlay's root element; `active` is whether it is shown. */
export function useOverlay(ref: RefObject<HTMLElement | null>, active: boolean, options: OverlayOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!active) return;
    const id = nextId++;
    stack.push(id);
    lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    if (root) {
      const target = root.querySelector<HTMLElement>('[data-autofocus]') || root.querySelector<HTMLElement>(FOCUSABLE) || root;
      target.focus();
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (e.key === 'Escape' || e.key === 'Esc') {
        e.preventDefault();
        latest.current.onClose?.();
      } else if (e.key === 'Tab' && root) {
        trapTab(e, root);
      } else {
        latest.current.onKey?.(e);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(id), 1);
      unlockScroll();
      if (previous && typeof previous.focus === 'function' && document.body.contains(previous)) previous.focus();
    };
  }, [active, ref]);
}
