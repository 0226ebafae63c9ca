// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import OnboardingGuideScreen from './routes/OnboardingGuideScreen';
import OnboardingInstallScreen from './routes/OnboardingInstallScreen';
import OnboardingWelcomeScreen from './routes/OnboardingWelcomeScreen';

export const screens = {
  'group-onboarding-guide': OnboardingGuideScreen,
  'group-onboarding-install': OnboardingInstallScreen,
  'group-onboarding-welcome': OnboardingWelcomeScreen,
};
