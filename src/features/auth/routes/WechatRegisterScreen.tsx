import { useLocation, useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { AuthPhoneForm } from '../components/AuthPhoneForm';
import './WechatRegisterScreen.css';

/** A WeChat user without an account registers (or finds theirs) by phone; the WeChat account is linked to it. */
export default function WechatRegisterScreen() {
  const { params, query } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  return (
    <section class="wx-register">
      <h2 class="wx-register__title">{t('auth:register.title')}</h2>
      <p class="wx-register__hint">{query.openid ? t('auth:register.hint_wechat') : t('auth:register.hint')}</p>
      <AuthPhoneForm group={group} openid={query.openid || undefined} onDone={(target) => route(target, true)} />
    </section>
  );
}
