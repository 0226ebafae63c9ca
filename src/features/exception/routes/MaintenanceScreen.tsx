import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { ExceptionNotice } from '../components/ExceptionNotice';

/** §8 100500: the group is under maintenance. */
export default function MaintenanceScreen() {
  const { params } = useRoute();
  return (
    <ExceptionNotice
      title={t('exception:maintenance.title')}
      actions={
        <a class="ui-btn ui-btn--primary" href={to('group-home', { group: params.group })}>
          {t('common:actions.retry')}
        </a>
      }
    >
      <p>{t('exception:maintenance.body')}</p>
    </ExceptionNotice>
  );
}
