import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import './AuthAgreementDialog.css';

/** §9: Agree unlocks this many seconds after the agreement has loaded, so it is at least seen. */
export const AGREEMENT_COUNTDOWN_SECONDS = 5;

export interface AuthAgreementDialogProps {
  url: string;
  onAgree: () => void;
  onDisagree: () => void;
}

/**
 * The group agreement popup (§1): the agreement in a frame, Agree locked until
 * the countdown that starts when the frame has loaded ends, Disagree at any
 * time. A frame that fails shows a red alert with the reason.
 */
export function AuthAgreementDialog({ url, onAgree, onDisagree }: AuthAgreementDialogProps) {
  const loaded = useSignal(false);
  const left = useSignal(AGREEMENT_COUNTDOWN_SECONDS);
  const error = useSignal<string | null>(url ? null : t('auth:agreement.no_url'));
  const attempt = useSignal(0);

  const isLoaded = loaded.value;
  useEffect(() => {
    if (!isLoaded) return;
    let remaining = AGREEMENT_COUNTDOWN_SECONDS;
    const timer = setInterval(() => {
      remaining = Math.max(0, remaining - 1);
      left.value = remaining;
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [isLoaded, left]);

  // A new frame element loads the page again; the countdown restarts with it.
  const reload = () => {
    error.value = null;
    loaded.value = false;
    left.value = AGREEMENT_COUNTDOWN_SECONDS;
    attempt.value++;
  };

  const locked = !loaded.value || left.value > 0;
  return (
    <Dialog
      open
      onClose={onDisagree}
      closeOnBackdrop={false}
      title={t('auth:agreement.title')}
      footer={
        <>
          <Button variant="text" onClick={onDisagree}>
            {t('auth:agreement.disagree')}
          </Button>
          <Button variant="primary" disabled={locked} onClick={onAgree}>
            {loaded.value && left.value > 0
              ? t('auth:agreement.agree_in', { seconds: left.value })
              : t('auth:agreement.agree')}
          </Button>
        </>
      }
    >
      {error.value && (
        <div class="auth-agreement__error" role="alert">
          <span>{error.value}</span>
          {url && (
            <button type="button" class="auth-agreement__reload" onClick={reload}>
              {t('auth:agreement.reload')}
            </button>
          )}
        </div>
      )}
      {url && (
        <iframe
          key={attempt.value}
          class="auth-agreement__frame"
          src={url}
          // A document to read: its scripts may run, but not as this app's origin; its links open outside.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          title={t('auth:agreement.frame')}
          onLoad={() => {
            loaded.value = true;
          }}
          onError={() => {
            error.value = t('auth:agreement.load_failed');
          }}
        />
      )}
    </Dialog>
  );
}
