import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { dropPageQuery, readOAuthCode, useCodeExchange } from '../oauthCode';
import { AuthCallbackView } from './AuthCallbackView';

/**
 * The shape every OAuth return page shares: read the one-time `code`, trade it
 * once, then replace this page with where the trade leads (or show why not).
 */
export function AuthCodeExchange({ exchange }: { exchange: (group: string, code: string) => Promise<string> }) {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const error = useSignal<string | null>(null);
  const code = readOAuthCode(query);

  useCodeExchange(code, () => {
    if (!code) {
      error.value = t('auth:callback.code_empty');
      return;
    }
    exchange(group, code).then(
      (target) => {
        dropPageQuery();
        route(target, true);
      },
      (e: unknown) => {
        error.value = apiErrorText(e);
      },
    );
  });

  return <AuthCallbackView group={group} error={error.value} />;
}
