import { useEffect } from 'preact/hooks';
import { to } from '../../../lib/paths';
import { apiErrorText } from '../../../lib/http';
import { host } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { groupPublic } from '../../group';
import { HomeGroupHeader, HomeSkeleton } from '../../home';
import { SettingsLanguageSwitch } from '../../settings';
import { offerAgreement } from '../agreement';
import { loginMethodFor } from '../model';
import { useLoginAction } from '../useLoginAction';
import { AuthDownloadHint } from './AuthDownloadHint';
import { useGroupResource } from '../../../lib/resource';
import './AuthLoginPanel.css';

/**
 * The login screen of the entry guard (§1 check 1): the group as its home shows it (name, bio,
 * price, what membership gives), so a guest knows what they are logging in to; then this host's
 * login method, the one primary action, and outside the wallet app the download hint. A group
 * with a modal agreement shows it first.
 */
export function AuthLoginPanel({ group }: { group: string }) {
  const { busy, failure: error, start } = useLoginAction(group);

  useEffect(() => offerAgreement(group), [group]);

  const info = useGroupResource(groupPublic, group);

  if (!info.data) {
    if (!info.error) return <HomeSkeleton />;
    return (
      <section class="login-panel">
        <p class="login-panel__error" role="alert">
          {apiErrorText(info.error)}
        </p>
        <Button variant="secondary" onClick={() => groupPublic.refresh(group)}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }

  const data = info.data;
  const wechat = loginMethodFor(host.value.kind, data) === 'wechat';
  return (
    <>
      <HomeGroupHeader info={data} withPrice />
      <section class="login-panel" aria-label={t('auth:login.title', { name: data.name })}>
        <p class="login-panel__subtitle">{t('auth:login.subtitle')}</p>
        {error.value && (
          <p class="login-panel__error" role="alert">
            {error.value}
          </p>
        )}
        <Button block loading={busy.value} onClick={start}>
          {wechat ? t('auth:login.wechat') : t('auth:login.wallet')}
        </Button>
        {/* Phone registration (§1) for people without the wallet app or WeChat. */}
        {host.value.kind !== 'wallet' && (
          <a class="login-panel__phone" href={to('group-auth-wx-register', { group })}>
            {t('auth:login.phone')}
          </a>
        )}
        {host.value.kind !== 'wallet' && <AuthDownloadHint group={group} />}
        {(data.terms_of_use_url || data.privacy_policies_url) && (
          <p class="login-panel__legal">
            {data.terms_of_use_url && (
              <a href={data.terms_of_use_url} target="_blank" rel="noopener noreferrer">
                {t('auth:login.terms')}
              </a>
            )}
            {data.privacy_policies_url && (
              <a href={data.privacy_policies_url} target="_blank" rel="noopener noreferrer">
                {t('auth:login.privacy')}
              </a>
            )}
          </p>
        )}
        <SettingsLanguageSwitch label={t('auth:login.language')} />
      </section>
    </>
  );
}
