import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { AuthCallbackView } from '../components/AuthCallbackView';
import { completeMixinLogin } from '../model';
import { dropPageQuery, readOAuthCode, useCodeExchange } from '../oauthCode';

/** The wallet sends the person back here with a one-time `code`. */
export default function MixinCallbackScreen() {
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
    completeMixinLogin(group, code).then(
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
