export { OnboardingWelcomeHost } from './components/OnboardingWelcomeHost';
