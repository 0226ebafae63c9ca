import { useLocation } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { homeHref } from '../../../lib/paths';
import { ExceptionNotice } from '../components/ExceptionNotice';

/** Any URL no route matches (§8). */
export default function NotFoundScreen() {
  const { url } = useLocation();
  return (
    <ExceptionNotice
      title={t('exception:not_found.title')}
      actions={
        <a class="ui-btn ui-btn--secondary" href={homeHref(url)}>
          {t('common:actions.back_home')}
        </a>
      }
    >
      <p>{t('exception:not_found.hint')}</p>
    </ExceptionNotice>
  );
}
