import { t } from '../../../lib/i18n';
import { installGuideHref } from '../model';
import './AuthDownloadHint.css';

/** §1: outside the wallet app, where to get it, through the install guide. */
export function AuthDownloadHint({ group }: { group: string }) {
  return (
    <p class="auth-download">
      {t('auth:download.hint')}{' '}
      <a href={installGuideHref(group)}>{t('auth:download.link')}</a>
    </p>
  );
}
