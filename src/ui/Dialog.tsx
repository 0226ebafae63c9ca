import type { ComponentChildren } from 'preact';
import { createPortal } from 'preact';
import { useId, useRef } from 'preact/hooks';
import { t } from '../lib/i18n';
import { Icon } from './Icon';
import { useOverlay } from './overlay';
import './Dialog.css';

/** Max widths from §9: confirm and date dialogs 400 px, the KYC dialog 300 px. */
export const DIALOG_WIDTH = { confirm: 400, date: 400, narrow: 300 } as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ComponentChildren;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Max width in px (default 400). */
  width?: number;
  /** The 300 px variant (KYC). */
  narrow?: boolean;
  footer?: ComponentChildren;
  closeOnBackdrop?: boolean;
  showClose?: boolean;
  children?: ComponentChildren;
}

export function Dialog({
  open,
  onClose,
  title,
  label,
  width = DIALOG_WIDTH.confirm,
  narrow,
  footer,
  closeOnBackdrop = true,
  showClose,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useOverlay(ref, open, { onClose });
  if (!open || typeof document === 'undefined') return null;
  const maxWidth = `${narrow ? DIALOG_WIDTH.narrow : width}px`;
  return createPortal(
    <div
      class="ui-dialog"
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        class="ui-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? `${id}-t` : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={`${id}-b`}
        tabIndex={-1}
        style={{ maxWidth }}
      >
        {title && (
          <h2 id={`${id}-t`} class="ui-dialog__title">
            {title}
          </h2>
        )}
        {showClose && (
          <button type="button" class="ui-icon-btn ui-dialog__close" aria-label={t('ui:close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
        <div id={`${id}-b`} class="ui-dialog__body">
          {children}
        </div>
        {footer && <div class="ui-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
