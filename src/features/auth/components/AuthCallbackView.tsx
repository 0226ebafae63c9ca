import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ExceptionNotice } from '../../exception';
import { retryLogin } from '../model';

/**
 * An authorisation callback: a spinner while the code is exchanged, or the failure with a way on
 * (`retryText` names that way when it is not a second try: a first sign-in).
 */
export function AuthCallbackView({ group, error, retryText }: { group: string; error: string | null; retryText?: string }) {
  const retryFailed = useSignal(false);
  if (error === null) {
    return (
      <ExceptionNotice title={t('auth:callback.loading')}>
        <Spinner size={32} label={t('auth:callback.loading')} />
      </ExceptionNotice>
    );
  }
  const retry = () => {
    retryFailed.value = false;
    retryLogin(group).catch(() => {
      retryFailed.value = true;
    });
  };
  return (
    <ExceptionNotice
      title={t('auth:callback.failed')}
      actions={
        <>
          <a class="ui-btn ui-btn--secondary" href={to('group-home', { group })}>
            {t('common:actions.back_home')}
          </a>
          <Button onClick={retry}>{retryText || t('auth:callback.retry')}</Button>
        </>
      }
    >
      <p role="alert">{retryFailed.value ? t('auth:login.unavailable') : error}</p>
    </ExceptionNotice>
  );
}
