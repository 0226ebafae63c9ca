import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';
import { Spinner } from './Spinner';
import './Button.css';

/** 'danger' fills a confirm that destroys; 'danger-outline' is the quieter Delete beside other actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger' | 'danger-outline';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and blocks further presses while an action runs. */
  loading?: boolean;
  children?: ComponentChildren;
};

export function Button({
  variant = 'primary',
  block,
  loading,
  disabled,
  type = 'button',
  class: cls,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, block && 'ui-btn--block', cls].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} class={classes} disabled={disabled || loading} aria-busy={loading ? 'true' : undefined}>
      {loading && <Spinner size={16} />}
      {children}
    </button>
  );
}
