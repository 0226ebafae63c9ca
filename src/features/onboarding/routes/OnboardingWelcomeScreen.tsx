import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { groupPublic } from '../../group';
import { OnboardingCard } from '../components/OnboardingCard';
import { OnboardingPage, OnboardingPageFallback } from '../components/OnboardingPage';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { WELCOME_FEATURES } from '../model';

/**
 * §2 join flow: the welcome screen (replay, lucky coin, kudos). Each feature
 * links to its screen only when this build has it; otherwise the explanation
 * stands alone rather than leading to a missing page.
 */
export default function OnboardingWelcomeScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(groupPublic, group);
  const info = state.data;
  if (!info) return <OnboardingPageFallback state={state} retry={() => groupPublic.refresh(group)} />;

  return (
    <OnboardingPage
      title={t('onboarding:welcome.title', { name: info.name })}
      intro={t('onboarding:welcome.intro')}
      actions={
        <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-home', { group })}>
          {t('onboarding:welcome.home')}
        </a>
      }
    >
      {WELCOME_FEATURES.map((feature) => {
        const href = linkTo(feature.route, { group });
        return (
          <OnboardingCard key={feature.key} title={t(`onboarding:welcome.features.${feature.key}.title`)}>
            <p>{t(`onboarding:welcome.features.${feature.key}.body`)}</p>
            {href && (
              <a class="ui-btn ui-btn--secondary" href={href}>
                {t(`onboarding:welcome.features.${feature.key}.action`)}
              </a>
            )}
          </OnboardingCard>
        );
      })}
    </OnboardingPage>
  );
}
