import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { ExceptionNotice } from './ExceptionNotice';
import './ExceptionErrorPage.css';

export interface ExceptionErrorPageProps {
  /** The full in-app path where it happened, query included. */
  path: string;
  code: number | string;
  message: string;
  /** The group home, or the index outside a group. */
  homeHref: string;
  onRefresh?: () => void;
}

/** The page for unexpected errors (§2 "Error page"): where, which code, what message; home or reload. */
export function ExceptionErrorPage({ path, code, message, homeHref, onRefresh }: ExceptionErrorPageProps) {
  return (
    <ExceptionNotice
      title={t('errors:page.title')}
      actions={
        <>
          <a class="ui-btn ui-btn--secondary" href={homeHref}>
            {t('common:actions.back_home')}
          </a>
          <Button onClick={onRefresh || (() => location.reload())}>{t('common:actions.refresh')}</Button>
        </>
      }
    >
      <dl class="exception-error__facts">
        <dt>{t('errors:page.path')}</dt>
        <dd data-testid="error-path">{path}</dd>
        <dt>{t('errors:page.code')}</dt>
        <dd data-testid="error-code">{String(code)}</dd>
        <dt>{t('errors:page.message')}</dt>
        <dd data-testid="error-message">{message}</dd>
      </dl>
    </ExceptionNotice>
  );
}
