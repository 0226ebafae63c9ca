import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import { Button } from './Button';
import { Dialog, DIALOG_WIDTH } from './Dialog';
import { openModal } from './modals';

export interface ConfirmOptions {
  title?: string;
  message: ComponentChildren;
  cancelText?: string;
  confirmText?: string;
  /** The 300 px dialog (KYC) instead of the 400 px one. */
  narrow?: boolean;
  /** A question that destroys something (deleting): the confirm button is in the danger colour. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onResult: (confirmed: boolean) => void;
}

/** Two-button question; defaults Warning / Cancel / Confirm (§2 Layout). */
export function ConfirmDialog({ open, onResult, title, message, cancelText, confirmText, narrow, danger }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onResult(false)}
      title={title || t('ui:dialog.warning')}
      width={DIALOG_WIDTH.confirm}
      narrow={narrow}
      footer={
        <>
          <Button variant="text" onClick={() => onResult(false)}>
            {cancelText || t('ui:dialog.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => onResult(true)}>
            {confirmText || t('ui:dialog.confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}

/** Asks a yes/no question; resolves true only when the user presses Confirm. Needs `<ModalHost/>`. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return openModal<boolean>((close) => <ConfirmDialog {...options} open onResult={close} />, false);
}
