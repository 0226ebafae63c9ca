import type { ComponentChildren } from 'preact';
import './OptionSection.css';

export interface OptionSectionProps {
  id: string;
  title: string;
  hint?: string;
  children: ComponentChildren;
}

/** One titled group of settings. */
export function OptionSection({ id, title, hint, children }: OptionSectionProps) {
  return (
    <section class="ui-options" aria-labelledby={id}>
      <h2 class="ui-options__title" id={id}>
        {title}
      </h2>
      {hint && <p class="ui-options__hint">{hint}</p>}
      {children}
    </section>
  );
}
