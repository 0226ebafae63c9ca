import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import { Button } from './Button';
import { Dialog, DIALOG_WIDTH } from './Dialog';
import { openModal } from './modals';

export interface MessageOptions {
  title?: string;
  message: ComponentChildren;
  okText?: string;
  narrow?: boolean;
}

export interface MessageModalProps extends MessageOptions {
  open: boolean;
  onClose: () => void;
}

/** A simple message with one OK button (the spec's simple-message modal). */
export function MessageModal({ open, onClose, title, message, okText, narrow }: MessageModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      label={title ? undefined : t('ui:dialog.warning')}
      width={DIALOG_WIDTH.confirm}
      narrow={narrow}
      footer={
        <Button variant="primary" onClick={onClose}>
          {okText || t('ui:dialog.ok')}
        </Button>
      }
    >
      {message}
    </Dialog>
  );
}

/** Shows a message like `alert()`; resolves when it is closed. Needs `<ModalHost/>`. */
export function showMessage(options: MessageOptions): Promise<void> {
  return openModal<void>((close) => <MessageModal {...options} open onClose={() => close()} />, undefined);
}
