import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { login } from '../model';
import './AuthModal.css';

export interface AuthModalProps {
  group: string;
  /** What made login necessary (a refused request); its description is shown. */
  error?: unknown;
  onClose: () => void;
}

/** §2 auth modal: login is required, with a login action. */
export function AuthModal({ group, error, onClose }: AuthModalProps) {
  const busy = useSignal(false);
  const failure = useSignal<string | null>(null);
  const start = () => {
    busy.value = true;
    failure.value = null;
    login(group).then(
      (started) => {
        // Not agreed: stay here; the person may try again or cancel.
        if (!started) busy.value = false;
      },
      (e: unknown) => {
        busy.value = false;
        failure.value = apiErrorText(e);
      },
    );
  };
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
