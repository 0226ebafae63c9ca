import type { ComponentChildren } from 'preact';
import { createPortal } from 'preact';
import { useId, useRef } from 'preact/hooks';
import type { ReadonlySignal } from '@preact/signals';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { useOverlay } from './overlay';
import './BottomSheet.css';

export interface BottomSheetProps {
  /** A boolean, or a signal the sheet reads itself (so a model can open it without re-rendering the screen). */
  open: boolean | ReadonlySignal<boolean>;
  onClose: () => void;
  title?: ComponentChildren;
  /** Accessible name when there is no visible title. */
  label?: string;
  closeOnBackdrop?: boolean;
  showClose?: boolean;
  children?: ComponentChildren;
}

export function BottomSheet({
  open,
  onClose,
  title,
  label,
  closeOnBackdrop = true,
  showClose = true,
  children,
}: BottomSheetProps) {
  const isOpen = typeof open === 'boolean' ? open : open.value;
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useOverlay(ref, isOpen, { onClose });
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
