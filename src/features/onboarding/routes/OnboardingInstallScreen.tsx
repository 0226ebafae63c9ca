import { useRoute } from 'preact-iso';
import { host } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { groupPublic } from '../../group';
import { OnboardingCard } from '../components/OnboardingCard';
import { OnboardingCopyField } from '../components/OnboardingCopyField';
import { OnboardingPage, OnboardingPageFallback } from '../components/OnboardingPage';
import { appDownloadUrl } from '../model';

/**
 * §2 install guide (public), also where §8 100110 leads: download the app, then
 * add the group by searching its number and enter the invitation code. The
 * login panel's download hint opens it with utm_* parameters (§1), which go on
 * to the download page; an `invitation_code` parameter is shown to copy.
 */
export default function OnboardingInstallScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const state = useGroupResource(groupPublic, group);
  const info = state.data;
  if (!info) return <OnboardingPageFallback state={state} retry={() => groupPublic.refresh(group)} />;

  const inApp = host.value.kind === 'wallet';
  const code = (query.invitation_code || '').trim();

  return (
    <OnboardingPage
      numbered
      title={t('onboarding:install.title', { name: info.name })}
      intro={t('onboarding:install.intro')}
      actions={
        <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group', { group })}>
          {t('onboarding:install.back')}
        </a>
      }
    >
      <OnboardingCard number={1} title={t('onboarding:install.download.title')} done={inApp}>
        {inApp ? (
          <p>{t('onboarding:install.download.done')}</p>
        ) : (
          <>
            <p>{t('onboarding:install.download.body')}</p>
            <a class="ui-btn ui-btn--primary" href={appDownloadUrl(query)} target="_blank" rel="noopener noreferrer">
              {t('onboarding:install.download.action')}
            </a>
          </>
        )}
      </OnboardingCard>
      <OnboardingCard number={2} title={t('onboarding:install.add.title')}>
        <p>{t('onboarding:install.add.body')}</p>
        <OnboardingCopyField
          label={t('onboarding:install.add.number')}
          value={info.identity_number}
          copyLabel={t('onboarding:install.add.copy_number')}
        />
        {code && (
          <OnboardingCopyField
            label={t('onboarding:install.add.code')}
            value={code}
            copyLabel={t('onboarding:install.add.copy_code')}
          />
        )}
      </OnboardingCard>
    </OnboardingPage>
  );
}
