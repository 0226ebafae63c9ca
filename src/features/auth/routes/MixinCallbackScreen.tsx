import { useEffect, useRef } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { redirects } from '../../../lib/prefs';
import { routeUrl, to } from '../../../app/routes';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ExceptionNotice } from '../../exception';
import { completeMixinLogin, startWalletLogin } from '../model';

/** The wallet sends the person back here with a one-time `code` (in the hash query, or the page query). */
function readCode(query: Record<string, string>): string {
  if (query.code) return query.code;
  try {
    return new URLSearchParams(location.search).get('code') || '';
  } catch {
    return '';
  }
}

export default function MixinCallbackScreen() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const error = useSignal<string | null>(null);
  const code = readCode(query);
  // A code is good for one exchange: never send it twice, whatever re-runs the effect.
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (exchanged.current === code) return;
    exchanged.current = code;
    if (!code) {
      error.value = t('auth:callback.code_empty');
      return;
    }
    completeMixinLogin(group, code).then(
      (target) => {
        // The code was spent: keep it out of the address bar and of history.
        if (location.search) history.replaceState(history.state, '', location.pathname + location.hash);
        route(target, true);
      },
      (e: unknown) => {
        error.value = apiErrorText(e);
      },
    );
  }, [group, code, route, error]);

  if (error.value === null) {
    return (
      <ExceptionNotice title={t('auth:callback.loading')}>
        <Spinner size={32} label={t('auth:callback.loading')} />
      </ExceptionNotice>
    );
  }
  const retry = () => {
    // Keep the page the person wanted before the failed attempt.
    startWalletLogin(group, redirects.value[group] || { path: routeUrl('group-home', { group }) }).catch(() => {
      error.value = t('auth:login.unavailable');
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
          <Button onClick={retry}>{t('auth:callback.retry')}</Button>
        </>
      }
    >
      <p role="alert">{error.value}</p>
    </ExceptionNotice>
  );
}
