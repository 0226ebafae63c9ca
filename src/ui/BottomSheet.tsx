import type { ComponentChildren } from 'preact';
import { createPortal } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { effect, type ReadonlySignal } from '@preact/signals';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { useOverlay } from './overlay';
import { toasts } from './toast';
import './BottomSheet.css';

/** The open sheets' panels, in the order they opened: the last is on top. */
const openPanels: HTMLElement[] = [];

/**
 * Puts the toasts just below the topmost open sheet's head (Toasts.css reads --ui-toasts-top): at
 * their usual place under the top bar they would cover a tall sheet's title and close button.
 * Measured whenever a toast shows, so it follows the sheet as it grows; during the slide-up the
 * head is lower still, never higher. A sheet opened with `toastsAbove` (the checkout, whose price
 * sits right under its head) keeps them at the top of the screen, over the backdrop above it.
 */
function placeToasts(): void {
  const style = document.documentElement.style;
  const panel = openPanels[openPanels.length - 1];
  if (!panel) {
    style.removeProperty('--ui-toasts-top');
    return;
  }
  if (panel.hasAttribute('data-toasts-above')) {
    style.setProperty('--ui-toasts-top', 'calc(8px + env(safe-area-inset-top, 0px))');
    return;
  }
  const head = panel.querySelector('.ui-sheet__head');
  const rect = (head || panel).getBoundingClientRect();
  style.setProperty('--ui-toasts-top', `${Math.round(head ? rect.bottom : rect.top) + 8}px`);
}

function useToastsBelowHead(ref: { current: HTMLElement | null }, isOpen: boolean): void {
  useEffect(() => {
    const panel = ref.current;
    if (!isOpen || !panel) return;
    openPanels.push(panel);
    const stop = effect(() => {
      if (toasts.value.length) placeToasts();
    });
    return () => {
      stop();
      openPanels.splice(openPanels.indexOf(panel), 1);
      placeToasts();
    };
  }, [isOpen, ref]);
}

export interface BottomSheetProps {
  /** A boolean, or a signal the sheet reads itself (so a model can open it without re-rendering the screen). */
  open: boolean | ReadonlySignal<boolean>;
  onClose: () => void;
  title?: ComponentChildren;
  /** Accessible name when there is no visible title. */
  label?: string;
  closeOnBackdrop?: boolean;
  showClose?: boolean;
  /** Toasts at the top of the screen rather than under the head, where they would cover what the sheet shows first. */
  toastsAbove?: boolean;
  children?: ComponentChildren;
}

export function BottomSheet({
  open,
  onClose,
  title,
  label,
  closeOnBackdrop = true,
  showClose = true,
  toastsAbove = false,
  children,
}: BottomSheetProps) {
  const isOpen = typeof open === 'boolean' ? open : open.value;
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useOverlay(ref, isOpen, { onClose });
  useToastsBelowHead(ref, isOpen);
  if (!isOpen || typeof document === 'undefined') return null;
  return createPortal(
    <div
      class="ui-sheet"
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        class="ui-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? `${id}-t` : undefined}
        aria-label={title ? undefined : label}
        data-toasts-above={toastsAbove ? '' : undefined}
        tabIndex={-1}
      >
        {(title || showClose) && (
          <div class="ui-sheet__head">
            {title && (
              <h2 id={`${id}-t`} class="ui-sheet__title">
                {title}
              </h2>
            )}
            {showClose && (
              <button type="button" class="ui-icon-btn ui-sheet__close" aria-label={t('ui:close')} onClick={onClose}>
                <Icon name="close" />
              </button>
            )}
          </div>
        )}
        <div class="ui-sheet__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
