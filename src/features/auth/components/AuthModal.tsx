import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useLoginAction } from '../useLoginAction';
import './AuthModal.css';

export interface AuthModalProps {
  group: string;
  /** What made login necessary (a refused request); its description is shown. */
  error?: unknown;
  onClose: () => void;
}

/** §2 auth modal: login is required, with a login action. */
export function AuthModal({ group, error, onClose }: AuthModalProps) {
  // Not agreed: the modal stays; the person may try again or cancel.
  const { busy, failure, start } = useLoginAction(group);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('auth:modal.title')}
      footer={
        <>
          <Button variant="text" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="primary" loading={busy.value} onClick={start}>
            {t('common:actions.login')}
          </Button>
        </>
      }
    >
      <p>{error !== undefined ? apiErrorText(error) : t('auth:modal.message')}</p>
      {failure.value && (
        <p class="auth-modal__error" role="alert">
          {failure.value}
        </p>
      )}
    </Dialog>
  );
}
