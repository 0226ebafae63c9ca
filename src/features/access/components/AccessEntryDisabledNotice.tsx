import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { ExceptionNotice } from '../../exception';
import { AccessLogoutButton } from './AccessLogoutButton';

/** §1 check 2: the group lets no new members in. The public home still shows what it is. */
export function AccessEntryDisabledNotice({ group }: { group: string }) {
  return (
    <ExceptionNotice
      icon="forbidden"
      title={t('access:entry_disabled.title')}
      actions={
        <>
          <a class="ui-btn ui-btn--secondary" href={to('group-home', { group })}>
            {t('access:entry_disabled.about')}
          </a>
          <AccessLogoutButton group={group} />
        </>
      }
    >
      <p>{t('access:entry_disabled.subtitle')}</p>
    </ExceptionNotice>
  );
}
