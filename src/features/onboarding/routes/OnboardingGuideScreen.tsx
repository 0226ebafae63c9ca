import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { OnboardingCard } from '../components/OnboardingCard';
import { OnboardingPage, OnboardingPageFallback } from '../components/OnboardingPage';
import { linkTo } from '../../../lib/paths';
import { guideFacts, loadGuide } from '../model';

/** §2 join flow: the guide (rules, invitation code, pay to join). Public. */
export default function OnboardingGuideScreen() {
  const { params } = useRoute();
  const group = params.group;
  useEffect(() => loadGuide(group, false), [group]);
  // Whether a code or a payment is needed comes from config and settings: the guide waits for
  // all three rather than claim "free" or "no code needed" before it knows.
  const info = groupPublic.of(group);
  const config = groupConfig.of(group);
  const settings = groupSettings.of(group);
  if (!info.data || !config.data || !settings.data) {
    const failed = [info, config, settings].filter((part) => part.error)[0];
    return <OnboardingPageFallback state={failed || { loading: true }} retry={() => loadGuide(group, true)} />;
  }

  const facts = guideFacts(info.data, config.data, settings.data);
  const publicCodes = facts.publicCodes ? linkTo('group-invitations-public', { group }) : null;

  return (
    <OnboardingPage
      numbered
      title={t('onboarding:guide.title', { name: info.data.name })}
      intro={t('onboarding:guide.intro')}
      actions={
        <>
          <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group', { group })}>
            {t('onboarding:guide.join')}
          </a>
          <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-onboarding-install', { group })}>
            {t('onboarding:guide.install')}
          </a>
        </>
      }
    >
      <OnboardingCard number={1} title={t('onboarding:guide.rules.title')}>
        {facts.rules.length ? (
          <>
            <p>{t('onboarding:guide.rules.body')}</p>
            <ul class="onboarding-card__links">
              {facts.rules.map((rule) => (
                <li key={rule.key}>
                  <a href={rule.url} target="_blank" rel="noopener noreferrer">
                    {t(`onboarding:guide.rules.${rule.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('onboarding:guide.rules.none')}</p>
        )}
      </OnboardingCard>
      <OnboardingCard number={2} title={t('onboarding:guide.invitation.title')}>
        <p>{t(facts.inviteRequired ? 'onboarding:guide.invitation.required' : 'onboarding:guide.invitation.optional')}</p>
        {publicCodes && (
          <p>
            <a class="onboarding-card__link" href={publicCodes}>{t('onboarding:guide.invitation.public_codes')}</a>
          </p>
        )}
      </OnboardingCard>
      <OnboardingCard number={3} title={t('onboarding:guide.pay.title')}>
        <p>{t(facts.payRequired ? 'onboarding:guide.pay.required' : 'onboarding:guide.pay.free')}</p>
      </OnboardingCard>
    </OnboardingPage>
  );
}
