import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { routeUrl } from '../../../app/routes';
import { AuthCallbackView } from '../components/AuthCallbackView';
import { completeWechatLogin } from '../model';
import { dropPageQuery, readOAuthCode, useCodeExchange } from '../oauthCode';

/**
 * WeChat sends the person back here with a one-time `code`. A WeChat account
 * linked to nobody yet goes on, with the same (unspent) code, to the openid
 * step and phone registration.
 */
export default function WechatCallbackScreen() {
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
    completeWechatLogin(group, code).then(
      (target) => {
        dropPageQuery();
        route(target === null ? routeUrl('group-auth-wx-id', { group }, { code }) : target, true);
      },
      (e: unknown) => {
        error.value = apiErrorText(e);
      },
    );
  });

  return <AuthCallbackView group={group} error={error.value} />;
}
