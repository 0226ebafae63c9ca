import type { ComponentChildren } from 'preact';
import './SettingsSection.css';

export interface SettingsSectionProps {
  id: string;
  title: string;
  hint?: string;
  children: ComponentChildren;
}

/** One titled group of settings. */
export function SettingsSection({ id, title, hint, children }: SettingsSectionProps) {
  return (
    <section class="settings-section" aria-labelledby={id}>
      <h2 class="settings-section__title" id={id}>
        {title}
      </h2>
      {hint && <p class="settings-section__hint">{hint}</p>}
      {children}
    </section>
  );
}
