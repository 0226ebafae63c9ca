import { t } from '../../../lib/i18n';
import { ExceptionNotice } from '../../exception';
import { AccessLogoutButton } from './AccessLogoutButton';

/** §2 banned screen: title, forbidden icon, subtitle (§6 USER_BAN). */
export function AccessBannedNotice({ group }: { group: string }) {
  return (
    <ExceptionNotice icon="forbidden" title={t('access:banned.title')} actions={<AccessLogoutButton group={group} />}>
      <p>{t('access:banned.subtitle')}</p>
    </ExceptionNotice>
  );
}
