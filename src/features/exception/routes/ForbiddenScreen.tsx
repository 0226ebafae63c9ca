import { t } from '../../../lib/i18n';
import { ExceptionNotice } from '../components/ExceptionNotice';

/** §8 100403, §6 USER_BAN: the banned notice (title, forbidden icon, subtitle). */
export default function ForbiddenScreen() {
  return (
    <ExceptionNotice icon="forbidden" title={t('exception:forbidden.title')}>
      <p>{t('exception:forbidden.body')}</p>
    </ExceptionNotice>
  );
}
