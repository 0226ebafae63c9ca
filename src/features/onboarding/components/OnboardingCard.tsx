import type { ComponentChildren } from 'preact';
import './OnboardingCard.css';

export interface OnboardingCardProps {
  /** The step number in an ordered guide; none for a plain card. */
  number?: number;
  title: string;
  children?: ComponentChildren;
  done?: boolean;
}

/** One step of a guide, or one feature of the welcome screen. */
export function OnboardingCard({ number, title, children, done }: OnboardingCardProps) {
  return (
    <li class={done ? 'onboarding-card onboarding-card--done' : 'onboarding-card'}>
      {number !== undefined && (
        <span class="onboarding-card__number" aria-hidden="true">
          {number}
        </span>
      )}
      <div class="onboarding-card__main">
        <h3 class="onboarding-card__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}
