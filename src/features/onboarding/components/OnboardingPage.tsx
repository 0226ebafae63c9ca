import type { ComponentChildren } from 'preact';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import type { ResourceState } from '../../../lib/resource';
import './OnboardingPage.css';

export interface OnboardingPageProps {
  title: string;
  intro?: string;
  /** The cards, as <OnboardingCard/> items of one list. */
  children: ComponentChildren;
  actions?: ComponentChildren;
  /** Ordered steps (guide, install) or a plain list (welcome). */
  numbered?: boolean;
}

/** The frame of the three onboarding screens: heading, intro, a list of cards, then what to do next. */
export function OnboardingPage({ title, intro, children, actions, numbered }: OnboardingPageProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <div class="onboarding-page">
      <h2 class="onboarding-page__title">{title}</h2>
      {intro && <p class="onboarding-page__intro">{intro}</p>}
      <List class="onboarding-page__cards">{children}</List>
      {actions && <div class="onboarding-page__actions">{actions}</div>}
    </div>
  );
}

/**
 * The onboarding screens all start from the group's public info: a skeleton
 * while it loads, the failure with a retry, or null once it is there.
 */
export function OnboardingPageFallback({ state, retry }: { state: ResourceState<unknown>; retry: () => void }) {
  if (state.data) return null;
  if (state.error) {
    return (
      <div class="onboarding-page">
        <h2 class="onboarding-page__title">{t('onboarding:load_failed')}</h2>
        <p class="onboarding-page__intro" role="alert">
          {apiErrorText(state.error)}
        </p>
        <div class="onboarding-page__actions">
          <Button onClick={retry}>{t('common:actions.retry')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div class="onboarding-page" aria-busy="true">
      <Skeleton lines={1} />
      <Skeleton block="96px" />
      <Skeleton block="96px" />
    </div>
  );
}
