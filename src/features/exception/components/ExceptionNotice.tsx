import type { ComponentChildren } from 'preact';
import { Icon, type IconName } from '../../../ui/Icon';
import './ExceptionNotice.css';

export interface ExceptionNoticeProps {
  icon?: IconName;
  title: string;
  children?: ComponentChildren;
  actions?: ComponentChildren;
}

/** A full-page notice: icon, heading, explanation and what the person can do next. */
export function ExceptionNotice({ icon, title, children, actions }: ExceptionNoticeProps) {
  return (
    <section class="exception-notice">
      {icon && <Icon name={icon} size={56} class="exception-notice__icon" />}
      <h2 class="exception-notice__title">{title}</h2>
      {children && <div class="exception-notice__body">{children}</div>}
      {actions && <div class="exception-notice__actions">{actions}</div>}
    </section>
  );
}
