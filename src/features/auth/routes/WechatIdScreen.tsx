import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { routeUrl } from '../../../app/routes';
import { AuthCallbackView } from '../components/AuthCallbackView';
import { wechatOpenid } from '../model';
import { dropPageQuery, readOAuthCode, useCodeExchange } from '../oauthCode';

/** Who the WeChat user is (their openid), for registering them with a phone number. */
export default function WechatIdScreen() {
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
    wechatOpenid(group, code).then(
      (openid) => {
        dropPageQuery();
        route(routeUrl('group-auth-wx-register', { group }, { openid }), true);
      },
      (e: unknown) => {
        error.value = apiErrorText(e);
      },
    );
  });

  return <AuthCallbackView group={group} error={error.value} />;
}
